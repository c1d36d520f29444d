import { afterEach, describe, expect, it } from 'vitest';
import { focusLinkTarget, focusTarget } from './focus-target';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusTarget', () => {
  it('focuses a heading, which is focusable only while it holds the focus', () => {
    document.body.innerHTML = '<h1>Programs</h1><button>Next</button>';
    const h1 = document.querySelector('h1')!;
    focusTarget(h1);
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
    document.querySelector('button')!.focus();
    expect(h1.hasAttribute('tabindex')).toBe(false);
    // Focusable again the next time it is asked to take the focus.
    focusTarget(h1);
    expect(document.activeElement).toBe(h1);
  });

  it('leaves an element that is focusable by its own markup as it is', () => {
    document.body.innerHTML = '<div tabindex="0">Panel</div><button>Next</button>';
    const panel = document.querySelector('div')!;
    focusTarget(panel);
    document.querySelector('button')!.focus();
    expect(panel.getAttribute('tabindex')).toBe('0');
  });

  it('focuses a control or link as it is, without a tabindex', () => {
    document.body.innerHTML = '<input id="name" /><a href="#x">Link</a><button>Next</button>';
    for (const control of [document.querySelector('input')!, document.querySelector('a')!]) {
      focusTarget(control);
      expect(document.activeElement).toBe(control);
      expect(control.hasAttribute('tabindex')).toBe(false);
    }
  });

  it('does nothing without an element', () => {
    expect(() => focusTarget(null)).not.toThrow();
  });

  it("focuses an in-page link's target", () => {
    document.body.innerHTML = '<a href="#table">Skip to the table</a><h3 id="table">Table</h3><button>Export</button>';
    const link = document.querySelector('a')!;
    link.addEventListener('click', (e) =>
      focusLinkTarget({ currentTarget: link, preventDefault: () => e.preventDefault() }),
    );
    link.click();
    const heading = document.getElementById('table')!;
    expect(document.activeElement).toBe(heading);
    document.querySelector('button')!.focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });
});
