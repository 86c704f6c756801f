import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@market-muse/ui';
import type { ReactNode } from 'react';

// What every chart of /progress, /analytics and /operator sits in: a titled card with a description, and
// the chart's numbers as a table behind a disclosure (the accessible alternative to the picture).

export interface TableData {
  readonly caption: string;
  readonly columns: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

/** The chart's numbers as a plain table, folded away until asked for. */
export function DataTable({ table }: { table: TableData }) {
  if (table.rows.length === 0) return null;
  return (
    <details className="projects:mt-3 projects:text-sm">
      <summary className="projects:cursor-pointer projects:rounded-sm projects:text-muted-foreground projects:underline-offset-4 projects:hover:underline projects:focus-visible:outline-2 projects:focus-visible:outline-ring">
        Show as table
      </summary>
      <div className="projects:mt-2 projects:max-h-72 projects:overflow-auto">
        <table className="projects:w-full projects:border-collapse projects:text-left">
          <caption className="projects:sr-only">{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="projects:border-b projects:px-2 projects:py-1 projects:font-medium"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('\u0000')} className="projects:border-b projects:last:border-0">
                {row.map((cell, i) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, the row's key is unique
                    key={i}
                    className="projects:px-2 projects:py-1 projects:tabular-nums"
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
        <CardTitle asHeading="h2" className="projects:text-lg">
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
  return (
    <p className="projects:py-8 projects:text-center projects:text-muted-foreground projects:text-sm">
      {children}
    </p>
  );
}
