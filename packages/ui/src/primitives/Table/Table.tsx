import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as S from './Table.styles';
import { useRequireProvider } from '../../provider/missingProvider';

export type TableProps = Omit<ComponentPropsWithoutRef<'table'>, 'className'> & {
  /** The table's name, rendered as `<caption>`; it also labels the scroll region. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only (when a visible heading already names the table). */
  hideCaption?: boolean;
  /** Goes on the scroll container (the root); all other props go on the `<table>`. */
  className?: string;
  /**
   * In a container narrower than 36em, show each row as a stack of "header: value" lines instead of scrolling
   * sideways. Give every `TableCell` its column's `label`.
   */
  isStackedWhenNarrow?: boolean;
};

/**
 * A data table inside a keyboard-scrollable region (wide tables scroll sideways on small screens).
 * Compose it with `TableHead`, `TableBody`, `TableRow`, `TableHeaderCell` and `TableCell`.
 */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  { caption, hideCaption = false, className, isStackedWhenNarrow = false, children, ...rest },
  ref,
) {
  useRequireProvider('Table');
  const captionId = useId();
  return (
    // The region is focusable so keyboard users can scroll a table wider than the screen.
    <S.Scroller
      className={className}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-stacked={isStackedWhenNarrow || undefined}
    >
      <S.Table ref={ref} {...rest}>
        <S.Caption id={captionId} data-hidden={hideCaption || undefined}>
          {caption}
        </S.Caption>
        {children}
      </S.Table>
    </S.Scroller>
  );
});

export type TableSectionProps = ComponentPropsWithoutRef<'thead'>;

export const TableHead = forwardRef<HTMLTableSectionElement, TableSectionProps>(function TableHead(props, ref) {
  return <thead ref={ref} {...props} />;
});

export const TableBody = forwardRef<HTMLTableSectionElement, TableSectionProps>(function TableBody(props, ref) {
  return <tbody ref={ref} {...props} />;
});

export type TableRowProps = ComponentPropsWithoutRef<'tr'>;

export const TableRow = forwardRef<HTMLTableRowElement, TableRowProps>(function TableRow(props, ref) {
  return <tr ref={ref} {...props} />;
});

export type CellAlign = 'start' | 'end';

export type TableHeaderCellProps = Omit<ComponentPropsWithoutRef<'th'>, 'align'> & {
  /** 'end' for numbers. */
  align?: CellAlign;
};

/** A column header (scope="col" unless given). Use `scope="row"` for row headers. */
export const TableHeaderCell = forwardRef<HTMLTableCellElement, TableHeaderCellProps>(function TableHeaderCell(
  { align = 'start', scope = 'col', ...rest },
  ref,
) {
  return <S.HeaderCell scope={scope} data-align={align} ref={ref} {...rest} />;
});

export type TableCellProps = Omit<ComponentPropsWithoutRef<'td'>, 'align'> & {
  /** 'end' for numbers (tabular digits). */
  align?: CellAlign;
  /** The column's header text, shown before the value when a `isStackedWhenNarrow` table stacks. */
  label?: string;
};

export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { align = 'start', label, ...rest },
  ref,
) {
  return <S.Cell data-align={align} data-label={label} ref={ref} {...rest} />;
});

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
