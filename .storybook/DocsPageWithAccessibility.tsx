import { DocsPage, Heading, useOf } from '@storybook/addon-docs/blocks';
import {
  accessibilityStatements,
  checksForEveryStory,
  type AccessibilityStatement as Statement,
} from '../packages/ui/src/docs/accessibilityStatements';

const statements: Partial<Record<string, Statement>> = accessibilityStatements;

/**
 * The component's accessibility statement: keyboard, screen readers, and what its stories test. Pages without one
 * (Screens, Foundations) show nothing.
 */
export function AccessibilityStatement() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const statement = statements[preparedMeta.title];
  if (!statement) return null;
  return (
    <>
      <Heading>Accessibility</Heading>
      <dl>
        <dt>Keyboard</dt>
        <dd>{statement.keyboard}</dd>
        <dt>Screen readers</dt>
        <dd>{statement.screenReader}</dd>
        <dt>Tested</dt>
        <dd>
          {statement.tested} {checksForEveryStory}
        </dd>
      </dl>
    </>
  );
}

/** The autodocs page as Storybook makes it, then the "Accessibility" section. */
export default function DocsPageWithAccessibility() {
  return (
    <>
      <DocsPage />
      <AccessibilityStatement />
    </>
  );
}
