/** Checks across files and of the project files (routes, permissions, upstream profile, brands, endpoints). */
const R = ['resource'] as const;

const PROJECT = [
  {
    id: 'project.duplicate-name',
    kinds: ['resource'],
    keys: ['name', 'views.*.name'],
    summary: 'Resource and view names are unique across the project; reported in every file that uses one.',
  },
  {
    id: 'route.duplicate',
    kinds: ['resource', 'routes'],
    keys: ['route', 'detail.route', 'views.*.route', 'pages.*.path'],
    summary: 'A route is served once; reported in every file that claims it, each naming the other.',
  },
  {
    id: 'routes.page-key-clash',
    kinds: ['routes'],
    keys: ['pages.*.key'],
    summary: 'A page key is not a resource name.',
  },
  {
    id: 'feature.unknown',
    kinds: ['resource', 'routes'],
    keys: ['screens.*', 'pages.*.component'],
    summary: 'A screen names a folder src/features/<name>/ with an index.ts.',
  },
  { id: 'routes.icon.unknown', kinds: ['routes'], keys: ['groups.*.icon', 'pages.*.icon'], summary: 'A known icon.' },
  { id: 'routes.group.unknown', kinds: ['routes'], keys: ['pages.*.group'], summary: 'A declared menu group.' },
  { id: 'routes.page.planned', kinds: ['routes'], keys: ['pages.*.planned'], summary: 'A built page is not planned.' },
  {
    id: 'routes.page.screen',
    kinds: ['routes'],
    keys: ['pages.*.component'],
    summary: 'A page has a screen or is planned.',
  },
  {
    id: 'permissions.key.unknown',
    kinds: ['permissions'],
    keys: ['roles.*.grants', 'markers'],
    summary: 'A permission key is declared by a schema, a routes.yaml group or page, or a marker.',
  },
  { id: 'permissions.role.all-keys', kinds: ['permissions'], keys: ['roles.*.allKeys'], summary: 'allKeys or grants.' },
  {
    id: 'permissions.role.grants',
    kinds: ['permissions'],
    keys: ['roles.*'],
    summary: 'A role has grants or allKeys.',
  },
  {
    id: 'permissions.role.action',
    kinds: ['permissions'],
    keys: ['roles.*.grants'],
    summary: 'A granted action is one the key’s routes carry.',
  },
  {
    id: 'permissions.write-key-clash',
    kinds: R,
    keys: ['name'],
    summary: 'A derived write key is not a declared key.',
  },
] as const;

const CALLS = [
  {
    id: 'endpoint.profile-path',
    kinds: ['resource', 'upstream'],
    keys: ['upstream.*.path', 'actions.*.call.path'],
    summary: 'A call does not use a path the profile keeps for itself (login, upload …).',
  },
  {
    id: 'endpoint.clash',
    kinds: ['resource', 'upstream'],
    keys: ['upstream.*.path', 'actions.*.call.path'],
    summary:
      'Two calls sharing a method and path differ by a fixed parameter: one both fix to different values, ' +
      'or one only one of them fixes and the other never sends.',
  },
  {
    id: 'endpoint.fixed-param.collides',
    kinds: R,
    keys: ['upstream.list.params'],
    summary: 'A fixed list parameter is not one paging or filters send.',
  },
  {
    id: 'endpoint.path.id',
    kinds: R,
    keys: ['upstream.*.path', 'actions.*.call.path'],
    summary: 'An envelope call sends the id as a parameter, not as /:id in the path.',
  },
  {
    id: 'upstream.client.unknown',
    kinds: ['resource', 'upstream'],
    keys: ['upstream.client', 'operations.*.client', 'history.client'],
    summary: 'A client named in upstream.yaml clients.',
  },
  {
    id: 'upstream.history.permission',
    kinds: ['upstream'],
    keys: ['history.permission'],
    summary: "The history call's permission key is one a schema declares.",
  },
  {
    id: 'upstream.history.log',
    kinds: ['upstream'],
    keys: ['history.log'],
    summary: 'The operation log is a schema with a field for each part of an operation.',
  },
  { id: 'rest.page', kinds: R, keys: ['page'], summary: 'A rest client serves list pages.' },
  { id: 'rest.record-id', kinds: R, keys: ['recordId'], summary: 'A rest record is addressed by id.' },
  { id: 'rest.paging', kinds: R, keys: ['upstream.paging'], summary: 'A rest list pages with range and sort.' },
  { id: 'rest.get', kinds: R, keys: ['upstream.get'], summary: 'A rest record is read at <path>/:id.' },
  { id: 'rest.action-call', kinds: R, keys: ['actions.*.call'], summary: 'A rest client has no custom calls.' },
  { id: 'rest.views', kinds: R, keys: ['views'], summary: 'No views with a rest client.' },
  { id: 'rest.export-log', kinds: R, keys: ['exportLog'], summary: 'No export log with a rest client.' },
  { id: 'rest.list.method', kinds: R, keys: ['upstream.list.method'], summary: 'A rest list is a GET.' },
  {
    id: 'rest.list.answer',
    kinds: R,
    keys: ['upstream.list'],
    summary: 'A rest list answers rows and a total header.',
  },
  { id: 'rest.list.params', kinds: R, keys: ['upstream.list.params'], summary: 'No fixed parameters.' },
  { id: 'rest.list.sends', kinds: R, keys: ['upstream.list.sends'], summary: 'A rest list always sends everything.' },
  { id: 'rest.list.summary', kinds: R, keys: ['list.summary'], summary: 'No answer figures.' },
  { id: 'rest.operation.path', kinds: R, keys: ['upstream.*.path'], summary: 'Operations at the list’s path (/:id).' },
  { id: 'rest.operation.method', kinds: R, keys: ['upstream.*.method'], summary: 'The simple-rest method.' },
  { id: 'rest.operation.id-param', kinds: R, keys: ['upstream.*.idParam'], summary: 'The id travels in the path.' },
  { id: 'rest.operation.ids-param', kinds: R, keys: ['upstream.*.idsParam'], summary: 'No bulk calls.' },
  { id: 'rest.operation.params', kinds: R, keys: ['upstream.*.params'], summary: 'No fixed parameters.' },
  { id: 'rest.client.envelope', kinds: ['upstream'], keys: ['clients.*.envelope'], summary: 'A rest client has none.' },
  { id: 'rest.client.paging', kinds: ['upstream'], keys: ['clients.*.paging'], summary: 'A rest client has none.' },
  {
    id: 'rest.client.ids-param',
    kinds: ['upstream'],
    keys: ['clients.*.idsParam'],
    summary: 'A rest client has none.',
  },
  { id: 'rest.client.body', kinds: ['upstream'], keys: ['clients.*.body'], summary: 'A rest client sends JSON.' },
  { id: 'export-log.page', kinds: R, keys: ['exportLog'], summary: 'The export log is a list page.' },
  { id: 'export-log.field.type', kinds: R, keys: ['exportLog.*'], summary: 'Its name fields are text fields.' },
  { id: 'export-log.size', kinds: R, keys: ['exportLog.size'], summary: 'size is an integer field.' },
  { id: 'export-log.expires', kinds: R, keys: ['exportLog.expires'], summary: 'expires is a datetime field.' },
  { id: 'export-log.status', kinds: R, keys: ['exportLog.status'], summary: 'Its status values fit the field.' },
  { id: 'export-log.duplicate', kinds: R, keys: ['exportLog'], summary: 'Only one resource is the export log.' },
] as const;

const BRANDS = [
  { id: 'brand.id.duplicate', kinds: ['brand'], keys: ['id'], summary: 'Brand ids are unique.' },
  { id: 'brand.default.missing', kinds: ['brand'], keys: ['id'], summary: 'Exactly one brand has id "default".' },
  {
    id: 'brand.hidden-route.unknown',
    kinds: ['brand'],
    keys: ['hidden_routes'],
    summary: 'A hidden route is a resource name or a routes.yaml page key.',
  },
  {
    id: 'brand.domains.none',
    kinds: ['brand'],
    keys: ['domains'],
    summary: 'Every brand but the default lists hosts.',
  },
  {
    id: 'brand.domain.form',
    kinds: ['brand'],
    keys: ['domains'],
    summary: 'A domain is an exact lower-case host[:port].',
  },
  { id: 'brand.domain.repeated', kinds: ['brand'], keys: ['domains'], summary: 'A brand lists a domain once.' },
  { id: 'brand.domain.duplicate', kinds: ['brand'], keys: ['domains'], summary: 'A domain belongs to one brand.' },
  {
    id: 'brand.image.missing',
    kinds: ['brand'],
    keys: ['logo', 'favicon', 'service_qr.*.image'],
    summary: 'An image is a file under public/.',
  },
  {
    id: 'brand.skin.content-width',
    kinds: ['brand'],
    keys: ['skin_default.contentWidth'],
    summary: 'Fluid width needs the top menu (§2).',
  },
  {
    id: 'brand.skin.auto-hide-header',
    kinds: ['brand'],
    keys: ['skin_default.autoHideHeader'],
    summary: 'Hiding the header needs a fixed header (§2).',
  },
] as const;

export const PROJECT_CHECKS = [...PROJECT, ...CALLS, ...BRANDS] as const;
