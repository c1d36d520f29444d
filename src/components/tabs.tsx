import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { Spinner } from './spinner';

export type TabItem = { id: string; label: ReactNode; panel: ReactNode };

type Props = { label: string; tabs: TabItem[]; selected?: string; onSelect?: (id: string) => void };

/** WAI-ARIA tabs: arrow keys, Home and End move and select; Tab goes to the panel. */
export function Tabs({ label, tabs, selected, onSelect }: Props) {
  const base = useId();
  const [internal, setInternal] = useState(tabs[0]?.id);
  const active = selected ?? internal;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: string) => {
    setInternal(id);
    onSelect?.(id);
    refs.current[id]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    select(tabs[next].id);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b-2 border-slate-700">
        {tabs.map((tab, i) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`min-h-11 rounded-t-md px-4 py-2 font-semibold ${
                isActive ? 'bg-blue-900 text-white' : 'bg-white text-blue-900 underline'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="pt-4"
        >
          {/* A panel that loads its code or texts on first showing waits here, under its tab: without this boundary
              the page's own one hid the whole page, and the keyboard user's focus on the tab went with it. */}
          {tab.id === active ? <Suspense fallback={<Spinner />}>{tab.panel}</Suspense> : null}
        </div>
      ))}
    </div>
  );
}
