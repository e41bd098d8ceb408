import type { ResourceModel } from '../../model';
import { literal, pascal, type Imports } from '../code';
import { fieldElement } from './fieldElements';
import { attribute, code, element, indent } from './jsx';
import { fieldOf } from './list';

type Models = { resources: ResourceModel[] };
const RUNTIME = '../../kit/resources/dashboard';

/** A small table of another resource's newest records, with that resource's own field components. */
function table(
  r: ResourceModel,
  t: NonNullable<ResourceModel['dashboard']>['tables'][number],
  i: number,
  imports: Imports,
  model: Models,
): string[] {
  const target = model.resources.find((x) => x.name === t.resource)!;
  const choicesVar = `${t.resource}Choices`;
  if (t.columns.some((c) => fieldOf(target, c).enum || fieldOf(target, c).widget === 'switch'))
    imports.add(`./${t.resource}`, `choices as ${choicesVar}`);
  const columns = t.columns.map((c) => {
    const f = fieldOf(target, c);
    const shown = fieldElement(f, imports, model, [], choicesVar);
    return element('DataTable.Col', [attribute('source', c), attribute('disableSort', true)], shown);
  });
  const sort = target.list?.sort;
  return [
    element(
      'RecentTable',
      [
        attribute('resource', t.resource),
        attribute('label', `resources.${r.name}.tables.${i}`),
        code('limit', String(t.limit)),
        sort ? code('sort', literal(sort)) : undefined,
      ],
      '',
    ).replace('></RecentTable>', '>'),
    ...indent(columns, 1),
    '</RecentTable>',
  ];
}

/**
 * Page kind `dashboard` (§2 home): the one record `upstream.get` answers (ShowBase with the singleton id), its figure
 * cards with their fields' own components, its per-day charts (lazy) and small tables of other resources.
 */
export function dashboardComponent(r: ResourceModel, imports: Imports, model: Models): string {
  const d = r.dashboard!;
  imports
    .add('react-admin', 'ShowBase')
    .add('../../kit/resources/singleton', 'SINGLETON_ID')
    .add(RUNTIME, 'DashboardLayout');
  const body: string[] = [];
  if (d.cards.length) {
    imports.add(RUNTIME, 'FigureCards', 'FigureCard');
    body.push(
      '<FigureCards>',
      ...indent(
        d.cards.map((c) =>
          element('FigureCard', [attribute('source', c)], fieldElement(fieldOf(r, c), imports, model)),
        ),
        1,
      ),
      '</FigureCards>',
    );
  }
  const consts: string[] = [];
  for (const chart of d.charts) {
    imports.add(RUNTIME, 'DayChart');
    const series = chart.series.map((s) => ({
      name: s.name,
      label: `resources.${r.name}.charts.${chart.name}.series.${s.name}`,
      widget: s.widget,
    }));
    consts.push(
      `/** The series of the ${chart.name} chart. */`,
      `const ${chart.name}Series = ${literal(series)} as const;`,
      '',
    );
    body.push(
      element('DayChart', [
        attribute('source', chart.name),
        attribute('kind', chart.kind),
        attribute('label', `resources.${r.name}.charts.${chart.name}.title`),
        code('series', `${chart.name}Series`),
      ]),
    );
  }
  if (d.tables.length) {
    imports.add(RUNTIME, 'RecentTable').add('react-admin', 'DataTable');
    d.tables.forEach((t, i) => body.push(...table(r, t, i, imports, model)));
  }
  return [
    ...consts,
    `export function ${pascal(r.name)}Dashboard() {`,
    '  return (',
    '    <ShowBase id={SINGLETON_ID} disableAuthentication>',
    `      <DashboardLayout${d.greeting ? ' greeting' : ''}>`,
    ...indent(body, 4),
    '      </DashboardLayout>',
    '    </ShowBase>',
    '  );',
    '}',
  ].join('\n');
}
