import { parseLegalBody } from './legal-body';

type Props = {
  body: string;
  /** The level of the body's headings (the document's title is one level above). */
  headingLevel?: 2 | 3 | 4 | 5;
};

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;

/** A legal document's body as headings, paragraphs and lists (text only, never HTML). */
export function LegalDocumentBody({ body, headingLevel = 4 }: Props) {
  const Heading = HEADINGS[headingLevel];
  return (
    <>
      {parseLegalBody(body).map((b, i) =>
        b.type === 'heading' ? (
          <Heading key={i} className="mt-3 font-bold first:mt-0">
            {b.text}
          </Heading>
        ) : b.type === 'list' ? (
          <ul key={i} className="mt-1 list-disc space-y-1 pl-6">
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i} className="mt-1">
            {b.text}
          </p>
        ),
      )}
    </>
  );
}
