import { Fragment } from 'react';

/**
 * An email address that a narrow column wraps only at sensible points: after the `@` and before each dot (`<wbr>`),
 * never inside a name. The cell keeps `overflow-wrap: break-word`, which breaks a part only if it alone is too wide.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never reorder: their position is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
