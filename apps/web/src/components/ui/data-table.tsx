import * as React from 'react';
import { cn } from '@/lib/utils';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/**
 * One column of a DataTable. In a card, `role` says where the cell goes: 'title' heads the card,
 * 'select' (a checkbox) sits before the title, 'actions' at the card's top right, and every other
 * column is a labelled value under the title.
 */
export interface DataColumn<Row> {
  id: string;
  /** The column head. A control here (a select-all box) is shown above the cards too. */
  header: React.ReactNode;
  /** The value's label in a card, when `header` is not plain text (or is visually hidden). */
  label?: string;
  /** Screen-reader-only head (an actions column): the label stays, the head text is not shown. */
  hiddenHeader?: boolean;
  cell: (row: Row) => React.ReactNode;
  role?: 'title' | 'select' | 'actions';
  /** A sortable column's state, the head's `aria-sort` (its header is then the sort button). */
  sort?: 'ascending' | 'descending' | 'none';
  /** Classes of the head and of each cell in the table layout (widths, alignment). */
  headClassName?: string;
  cellClassName?: string;
}

type RowAttributes = Omit<React.HTMLAttributes<HTMLElement>, 'children'> & {
  [data: `data-${string}`]: string | undefined;
};

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => React.Key;
  /** Names the table (and the list of cards) for screen readers. */
  label: string;
  /**
   * The narrowest width (px) of the space the table has at which every column fits; narrower,
   * each row is a card showing every column, so nothing scrolls sideways.
   */
  minTableWidth: number;
  /** Attributes of each row and of each card: a click handler, data attributes, a class. */
  rowProps?: (row: Row) => RowAttributes;
  /** Shown above the cards only (the table has its heads): a sort control, say. */
  cardsToolbar?: React.ReactNode;
  className?: string;
  tableClassName?: string;
}

/**
 * The width of an element, measured before the first paint and on every resize. Undefined where
 * there is no layout (tests in jsdom), so callers keep their wide layout there.
 */
export function useElementWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number | undefined] {
  const ref = React.useRef<T>(null);
  const [width, setWidth] = React.useState<number>();
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      setWidth(measured > 0 ? measured : undefined);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const labelOf = <Row,>(column: DataColumn<Row>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.id);

/**
 * Every table of the app: a table where its columns fit, a list of cards where they do not (a
 * phone, a narrow panel). Both show every column and the row's actions.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  minTableWidth,
  rowProps,
  cardsToolbar,
  className,
  tableClassName,
}: DataTableProps<Row>) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const asCards = width !== undefined && width < minTableWidth;
  return (
    <div ref={ref} data-slot="data-table" data-layout={asCards ? 'cards' : 'table'} className={className}>
      {asCards ? (
        <>
          {cardsToolbar}
          <DataCards columns={columns} rows={rows} rowKey={rowKey} label={label} rowProps={rowProps} />
        </>
      ) : (
        <Table aria-label={label} className={tableClassName}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.id} className={column.headClassName} aria-sort={column.sort}>
                  {column.hiddenHeader ? <span className="sr-only">{labelOf(column)}</span> : column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.cellClassName}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}

function DataCards<Row>({
  columns,
  rows,
  rowKey,
  label,
  rowProps,
}: Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'label' | 'rowProps'>) {
  const select = columns.find((c) => c.role === 'select');
  const title = columns.find((c) => c.role === 'title');
  const actions = columns.find((c) => c.role === 'actions');
  const fields = columns.filter((c) => !c.role);
  return (
    <div className="@container grid gap-2">
      {select && typeof select.header !== 'string' && (
        <div className="flex items-center gap-3 rounded-lg border bg-muted/50 px-3 py-2 text-sm">
          {select.header}
          <span className="text-muted-foreground">{labelOf(select)}</span>
        </div>
      )}
      <ul aria-label={label} className="grid gap-2 @xl:grid-cols-2">
        {rows.map((row) => {
          const { className, ...attributes } = rowProps?.(row) ?? {};
          return (
            <li
              key={rowKey(row)}
              data-slot="data-card"
              className={cn('grid min-w-0 gap-2 rounded-lg border bg-card p-3 text-sm', className)}
              {...attributes}
            >
              <div className="flex min-w-0 items-start gap-3">
                {select && <div className="pt-0.5">{select.cell(row)}</div>}
                <div className="min-w-0 flex-1 font-medium wrap-anywhere">{title?.cell(row)}</div>
                {actions && <div className="-my-1 flex shrink-0 justify-end">{actions.cell(row)}</div>}
              </div>
              {fields.length > 0 && (
                <dl className="grid grid-cols-[minmax(5rem,auto)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5">
                  {fields.map((field) => (
                    <div key={field.id} className="contents">
                      <dt className="text-xs text-muted-foreground">{labelOf(field)}</dt>
                      <dd className="min-w-0 wrap-anywhere">{field.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
