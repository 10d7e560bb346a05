import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as S from './Table.styles';

export type TableProps = Omit<ComponentPropsWithRef<'table'>, 'className'> & {
  /** The table's name, rendered as `<caption>`; it also labels the scroll region. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only (when a visible heading already names the table). */
  hideCaption?: boolean;
  /** Goes on the scroll container (the root); all other props go on the `<table>`. */
  className?: string;
};

/**
 * A data table inside a keyboard-scrollable region (wide tables scroll sideways on small screens).
 * Compose it with `TableHead`, `TableBody`, `TableRow`, `TableHeaderCell` and `TableCell`.
 */
export function Table({ caption, hideCaption = false, className, children, ...rest }: TableProps) {
  const captionId = useId();
  return (
    // The region is focusable so keyboard users can scroll a table wider than the screen.
    <S.Scroller className={className} role="region" aria-labelledby={captionId} tabIndex={0}>
      <S.Table {...rest}>
        <S.Caption id={captionId} data-hidden={hideCaption || undefined}>
          {caption}
        </S.Caption>
        {children}
      </S.Table>
    </S.Scroller>
  );
}

export type TableSectionProps = ComponentPropsWithRef<'thead'>;

export function TableHead(props: TableSectionProps) {
  return <thead {...props} />;
}

export function TableBody(props: TableSectionProps) {
  return <tbody {...props} />;
}

export type TableRowProps = ComponentPropsWithRef<'tr'>;

export function TableRow(props: TableRowProps) {
  return <tr {...props} />;
}

export type CellAlign = 'start' | 'end';

export type TableHeaderCellProps = Omit<ComponentPropsWithRef<'th'>, 'align'> & {
  /** 'end' for numbers. */
  align?: CellAlign;
};

/** A column header (scope="col" unless given). Use `scope="row"` for row headers. */
export function TableHeaderCell({ align = 'start', scope = 'col', ...rest }: TableHeaderCellProps) {
  return <S.HeaderCell scope={scope} data-align={align} {...rest} />;
}

export type TableCellProps = Omit<ComponentPropsWithRef<'td'>, 'align'> & {
  /** 'end' for numbers (tabular digits). */
  align?: CellAlign;
};

export function TableCell({ align = 'start', ...rest }: TableCellProps) {
  return <S.Cell data-align={align} {...rest} />;
}

export type TableEmptyRowProps = {
  /** The number of columns, so the cell spans the table. */
  colSpan: number;
  children: ReactNode;
};

/** Shown in a single full-width cell when a table has no rows, e.g. 'No booking found for the selected dates'. */
export function TableEmptyRow({ colSpan, children }: TableEmptyRowProps) {
  return (
    <tr>
      <S.Cell colSpan={colSpan}>{children}</S.Cell>
    </tr>
  );
}
