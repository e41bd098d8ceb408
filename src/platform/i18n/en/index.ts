import { actionMessages } from './action';
import { detailMessages } from './detail';
import { failureMessages } from './failure';
import { liveMessages } from './live';
import { permissionTreeMessages } from './permissionTree';
import { securityMessages } from './security';
import { signInMessages } from './signIn';
import { tableMessages } from './table';
import { workspaceMessages } from './workspace';

/**
 * The console's own texts (not from schemas) in English: the table the i18n providers and the function search read for
 * this language (../zh-CN/ holds the same keys in Chinese; appMessages.test.ts checks they match). Each area's texts
 * sit in a file of their own beside this one, merged here under `app`; what is left here is small and shared by many
 * screens. A module per language (issue 32, §9): the console loads the one it shows.
 */
export const appMessages = {
  app: {
    ...securityMessages,
    ...workspaceMessages,
    ...liveMessages,
    ...permissionTreeMessages,
    ...detailMessages,
    ...actionMessages,
    ...failureMessages,
    ...signInMessages,
    ...tableMessages,
    breadcrumbHome: 'Home',
    permissionDiagnostic: {
      title: 'Permission mapping',
      subAccount:
        'A sub-account holds only part of what its main account grants; sign in as a main account to check the mapping.',
      unknown: 'Upstream permission identities the console does not know (%{count})',
      noneUnknown: 'Every identity the upstream sent grants a console key.',
      ungranted: 'Console keys no upstream permission grants (%{count})',
      noneUngranted: 'Every console key is granted.',
      key: 'Console key',
      grantedBy: 'Granted by these upstream identities',
      ownName: '(its own name; map it in permissions.yaml identities)',
    },
    a11y: { breadcrumb: 'Breadcrumb', pagination: 'Pagination', mainMenu: 'Main menu', skipToTable: 'Skip to table' },
    filter: { from: 'from', to: 'to' },
    upload: { choose: 'Choose image' },
    validation: {
      integer: 'Must be a whole number',
      percentRange: 'Must be between %{min}% and %{max}%',
      atMostFigure: 'Must not exceed the %{figure}, %{value}',
    },
    moneyOut: {
      password: 'Security password',
      helper: 'Money leaving the account needs your security (withdrawal) password',
      setFirst: 'Set a security password first',
    },
    download: { link: 'Download' },
    cardNumber: { reveal: 'Show the whole number', hide: 'Hide the number' },
    reference: {
      record: '%{name} #%{id}',
      notReadable: 'You may not view %{name} records; only the number is shown',
    },
    greeting: {
      morning: 'Good morning, %{name}',
      forenoon: 'Good morning, %{name}',
      noon: 'Good noon, %{name}',
      afternoon: 'Good afternoon, %{name}',
      evening: 'Good evening, %{name}',
    },
    list: {
      missingFilters: 'Choose %{fields} first',
      loadFailed: 'Could not load the %{name}',
      refreshFailed: 'Could not refresh; the rows below are the ones loaded before',
      retry: 'Retry',
    },
    form: { draftRestored: 'What you typed before signing in again is back; check it and save' },
    userMenu: { changePassword: 'Change password', changeSecurityPassword: 'Change security password' },
    header: { more: 'More', language: 'Language / 语言' },
  },
} as const;
