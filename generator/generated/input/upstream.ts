// generated — do not edit; edit generator/language/upstream.ts or vocabulary/*.ts and run npm run generate
import type { HttpMethod } from '../../../vocabulary/upstream';

/**
 * upstream.yaml: every convention of the upstream services the spec leaves open (§7 "paths are opaque ids under /api/"): per client its base-URL key, token header, encodings, codes, timeout and paging; the console's fixed calls by name; how the user info reads. The console reads it at start-up (dist/upstream.json, replaceable per deployment) and the embedded upstream serves by it.
 */
export interface UpstreamProfile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * The services, by the name schemas use in upstream.client.
   */
  clients: {
    /**
     * One upstream service and its conventions. An envelope client also names its envelope, paging and idsParam; a rest client has none of them (ra-data-simple-rest fixes how it pages, sorts and answers).
     */
    [k: string]: {
      /**
       * What the service is.
       */
      description?: string;
      /**
       * envelope: `{ code, msg, data }` answers (§7). rest: plain REST through ra-data-simple-rest — `GET <path>?filter=&range=&sort=` answering the rows with the total in Content-Range, `GET/PUT/DELETE <path>/<id>`, `POST <path>`, HTTP statuses for errors with the reason in `message`; its body is json, and it has no envelope, paging or idsParam.
       */
      convention: 'envelope' | 'rest';
      /**
       * The key of config.json holding the base URL (movieApiUrl, gatewayApiUrl, noticeApiUrl, …).
       */
      baseUrl: string;
      /**
       * The token a client sends and how (§7: the movie service reads User-Token, the gateway an authorization header).
       */
      token?: {
        /**
         * The request header.
         */
        header: string;
        /**
         * The header value; {token} stands for the token.
         */
        format: string;
        /**
         * Which token of the login answer: userToken or accessToken (the user token when the login answered none).
         */
        from: 'userToken' | 'accessToken';
      };
      /**
       * How a POST/PUT body is encoded: json or an urlencoded form. GET sends a query string.
       */
      body: 'json' | 'form';
      /**
       * How an array travels in a query string or form body: comma (ids=1,2), repeat (ids=1&ids=2) or brackets (ids[]=1&ids[]=2).
       */
      arrays: 'comma' | 'repeat' | 'brackets';
      /**
       * How date-range filter bounds are sent: text (2025-06-01), unix seconds or unixMs.
       */
      dates: 'text' | 'unix' | 'unixMs';
      /**
       * Request timeout (§7: 300000 ms for both clients).
       */
      timeoutMs: number;
      /**
       * The `{ code, msg, data }` envelope of every answer (§8).
       */
      envelope?: {
        /**
         * Where the code is.
         */
        code: string;
        /**
         * The codes that mean success (§8: 1; the notice gateway: 0). Any other code is a refusal whose message is shown.
         *
         * @minItems 1
         */
        success: [number | string, ...(number | string)[]];
        /**
         * The code the embedded upstream answers a refusal with.
         */
        refusal: number | string;
        /**
         * Where the server's message is, in order (§8: msg, or message).
         *
         * @minItems 1
         */
        messages: [string, ...string[]];
        /**
         * Where a record is (get, create, update answers).
         */
        data: string;
        /**
         * §8: the code that opens Google verification (-5); the refused call goes again once after a passed check.
         */
        googleRequired?: number | string;
        /**
         * §8: an HTTP 401 whose answer has this field true does not end the session.
         */
        sessionAlive?: string;
      };
      /**
       * Paging and sorting parameter names and where a list answer keeps rows and total; a schema may override each (upstream.paging, upstream.list.rows/total).
       */
      paging?: {
        /**
         * The 1-based page number's parameter.
         */
        page: string;
        /**
         * The page size's parameter (§9 default 10).
         */
        perPage: string;
        /**
         * The sort field's parameter.
         */
        sort: string;
        /**
         * The sort direction's parameter.
         */
        order: string;
        /**
         * The direction value for ascending.
         */
        ascending: string;
        /**
         * The direction value for descending.
         */
        descending: string;
        /**
         * Where the rows are (§7: data.data, data.list; the gateway: data).
         */
        rows: string;
        /**
         * Where the total is (§7: data.total, data.count; the gateway: totalCount).
         */
        total: string;
      };
      /**
       * The parameter a bulk action's selection travels in unless a schema names another (§7 batch: channel_ids).
       */
      idsParam?: string;
    };
  };
  /**
   * The header carrying a live Google mark for 30 minutes after a passed check (§4, §9).
   */
  googleMarkHeader: string;
  /**
   * The console's fixed calls (§7), each once.
   */
  operations: {
    /**
     * §7 Login, main account: username, password → code, data.user_token (code 1 is success).
     */
    login: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: username, password.
       */
      params: {
        /**
         * The parameter carrying username.
         */
        username: string;
        /**
         * The parameter carrying password.
         */
        password: string;
      };
      /**
       * Where the answer keeps what the console reads: userToken, accessToken (dotted paths).
       */
      answer: {
        /**
         * Where userToken is.
         */
        userToken: string;
        /**
         * Where accessToken is.
         */
        accessToken?: string;
      };
    };
    /**
     * §7 Login, the sub-account variant.
     */
    subLogin: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: username, password.
       */
      params: {
        /**
         * The parameter carrying username.
         */
        username: string;
        /**
         * The parameter carrying password.
         */
        password: string;
      };
      /**
       * Where the answer keeps what the console reads: userToken, accessToken (dotted paths).
       */
      answer: {
        /**
         * Where userToken is.
         */
        userToken: string;
        /**
         * Where accessToken is.
         */
        accessToken?: string;
      };
    };
    /**
     * §7 Get info: no payload → data with the user fields (read by `userInfo`).
     */
    userInfo: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * Where the answer keeps what the console reads: info (dotted paths).
       */
      answer: {
        /**
         * Where info is.
         */
        info: string;
      };
    };
    /**
     * Ends the session upstream (ours: the spec only clears the token).
     */
    logout: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
    };
    /**
     * §7 Send SMS code for password change: optional type `cash` for the withdrawal password.
     */
    sendPasswordSms: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: type.
       */
      params: {
        /**
         * The parameter carrying type.
         */
        type: string;
      };
      /**
       * Named values the call sends: cash.
       */
      values: {
        /**
         * The value sent for cash.
         */
        cash: string | number;
      };
    };
    /**
     * §7 Update password: password, confirm_password, code.
     */
    updatePassword: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: password, confirm, code.
       */
      params: {
        /**
         * The parameter carrying password.
         */
        password: string;
        /**
         * The parameter carrying confirm.
         */
        confirm: string;
        /**
         * The parameter carrying code.
         */
        code: string;
      };
    };
    /**
     * §7 Update withdrawal password: password, confirm_password, code.
     */
    updateCashPassword: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: password, confirm, code.
       */
      params: {
        /**
         * The parameter carrying password.
         */
        password: string;
        /**
         * The parameter carrying confirm.
         */
        confirm: string;
        /**
         * The parameter carrying code.
         */
        code: string;
      };
    };
    /**
     * §7 Google get config (answer ours: bound, or the secret and its otpauth URI).
     */
    googleConfig: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * Where the answer keeps what the console reads: bound, secret, otpauthUrl (dotted paths).
       */
      answer: {
        /**
         * Where bound is.
         */
        bound: string;
        /**
         * Where secret is.
         */
        secret?: string;
        /**
         * Where otpauthUrl is.
         */
        otpauthUrl?: string;
      };
    };
    /**
     * §7 Google bind: google_secret, google_code.
     */
    googleBind: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: secret, code.
       */
      params: {
        /**
         * The parameter carrying secret.
         */
        secret: string;
        /**
         * The parameter carrying code.
         */
        code: string;
      };
    };
    /**
     * §7 Google send cancel captcha.
     */
    googleSendCancelSms: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
    };
    /**
     * §7 Google cancel: sms_code.
     */
    googleCancel: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: smsCode.
       */
      params: {
        /**
         * The parameter carrying smsCode.
         */
        smsCode: string;
      };
    };
    /**
     * §7 Google check: google_code → code 1 with data mark.
     */
    googleCheck: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: code.
       */
      params: {
        /**
         * The parameter carrying code.
         */
        code: string;
      };
      /**
       * Where the answer keeps what the console reads: mark (dotted paths).
       */
      answer: {
        /**
         * Where mark is.
         */
        mark: string;
      };
    };
    /**
     * §7 Notices: GET pageNo, pageSize to the notice gateway; code 0 is success.
     */
    notices: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: page, perPage.
       */
      params: {
        /**
         * The parameter carrying page.
         */
        page: string;
        /**
         * The parameter carrying perPage.
         */
        perPage: string;
      };
      /**
       * Where the answer keeps what the console reads: rows, total (dotted paths).
       */
      answer: {
        /**
         * Where rows is.
         */
        rows: string;
        /**
         * Where total is.
         */
        total?: string;
      };
    };
    /**
     * §7 the one upload path: a multipart file, answered by a raw value the console rewraps as code 1 with data.local_pic_url.
     */
    upload: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: file, field.
       */
      params: {
        /**
         * The parameter carrying file.
         */
        file: string;
        /**
         * The parameter carrying field.
         */
        field: string;
      };
      /**
       * Where the answer keeps what the console reads: url (dotted paths).
       */
      answer: {
        /**
         * Where url is.
         */
        url: string;
      };
      /**
       * The service answers the bare stored URL instead of its envelope; the console rewraps it (§7).
       */
      raw?: boolean;
    };
    /**
     * Where a large export stands (ours: §7 knows only the blob).
     */
    exportTask: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: taskId.
       */
      params: {
        /**
         * The parameter carrying taskId.
         */
        taskId: string;
      };
      /**
       * Where the answer keeps what the console reads: taskId, status, progress, total, filename, link, message (dotted paths).
       */
      answer: {
        /**
         * Where taskId is.
         */
        taskId: string;
        /**
         * Where status is.
         */
        status: string;
        /**
         * Where progress is.
         */
        progress: string;
        /**
         * Where total is.
         */
        total: string;
        /**
         * Where filename is.
         */
        filename: string;
        /**
         * Where link is.
         */
        link?: string;
        /**
         * Where message is.
         */
        message?: string;
      };
    };
    /**
     * An export file from the download log (ours: a keyed link, no token).
     */
    download: {
      /**
       * What the call is for.
       */
      description?: string;
      /**
       * Which client (under clients) makes the call.
       */
      client: string;
      /**
       * HTTP method.
       */
      method: HttpMethod;
      /**
       * The path on the client's base URL.
       */
      path: string;
      /**
       * The parameters the service reads, by the console's name for each: key.
       */
      params: {
        /**
         * The parameter carrying key.
         */
        key: string;
      };
    };
  };
  /**
   * How the user info answer reads (§3, §6).
   */
  userInfo: {
    /**
     * Where each user field is inside the info object.
     */
    fields: {
      /**
       * Where username is.
       */
      username: string;
      /**
       * Where tel is.
       */
      tel: string;
      /**
       * Where agentId is.
       */
      agentId: string;
      /**
       * Where businessType is.
       */
      businessType: string;
      /**
       * Where roleId is.
       */
      roleId: string;
      /**
       * Where roleName is.
       */
      roleName: string;
    };
    /**
     * §6: the field that says sub-account and the values that mean a main account; any other value (or none) is a sub-account, so a malformed answer never grants the main-account extras.
     */
    subAccount: {
      /**
       * The field.
       */
      field: string;
      /**
       * Values meaning a main account.
       *
       * @minItems 1
       */
      mainValues: [string | number | boolean, ...(string | number | boolean)[]];
      /**
       * What the embedded upstream sends for a sub-account.
       */
      subValue: string | number | boolean;
    };
    /**
     * §3: the permissions list, each entry's identity and the action identities under it.
     */
    permissions: {
      /**
       * Where the list is.
       */
      list: string;
      /**
       * An entry's identity (the permission id, §6).
       */
      id: string;
      /**
       * An entry's list of actions.
       */
      actions: string;
      /**
       * An action's identity (a §3 action key).
       */
      action: string;
    };
  };
  /**
   * What exports and imports add to a schema's own call (our protocol; §7 knows only the xlsx blob).
   */
  transfers: {
    /**
     * An export call sends the list's filters and sort, plus these; it answers the file, or (a large export) a task shaped like operations.exportTask's answer.
     */
    export: {
      /**
       * The columns written and the language of headers and values.
       */
      params: {
        /**
         * The columns written.
         */
        columns: string;
        /**
         * The user's language.
         */
        language: string;
      };
    };
    /**
     * An import call (§3 import) sends the checked rows; it answers how many it created and which it refused.
     */
    import: {
      /**
       * The rows.
       */
      params: {
        /**
         * The rows.
         */
        rows: string;
      };
      /**
       * Where the counts are.
       */
      answer: {
        /**
         * How many rows were created.
         */
        created: string;
        /**
         * The refused rows: [{ index, errors }].
         */
        failed: string;
      };
    };
  };
}
