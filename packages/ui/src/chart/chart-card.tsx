import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@market-muse/ui/core';
import type { ReactNode } from 'react';

// What every chart sits in: a titled card with a description, and the chart's numbers as a table behind a
// disclosure (the accessible alternative to the picture).

export interface TableData {
  readonly caption: string;
  readonly columns: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

/** The chart's numbers as a plain table, folded away until asked for. */
export function DataTable({ table }: { table: TableData }) {
  if (table.rows.length === 0) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded-sm text-muted-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        Show as table
      </summary>
      <div className="mt-2 max-h-72 overflow-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="border-b px-2 py-1 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('\u0000')} className="border-b last:border-0">
                {row.map((cell, i) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, the row's key is unique
                    key={i}
                    className="px-2 py-1 tabular-nums"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function ChartCard({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description: ReactNode;
  table?: TableData | undefined;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2" className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {children}
        {table ? <DataTable table={table} /> : null}
      </CardContent>
    </Card>
  );
}

/** A chart's own empty state: one line where the chart would be. */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return <p className="py-8 text-center text-muted-foreground text-sm">{children}</p>;
}
