// generated — do not edit; edit generator/language/upstream.ts or vocabulary/*.ts and run npm run generate
import type { HistoryProfile } from '../../../vocabulary/history';
import type { HttpMethod } from '../../../vocabulary/upstream';
import type { ChangeStream, ClientProfile, TransferProfile, UserInfoMapping } from '../../../vocabulary/upstreamProfile';

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
    [k: string]: ClientProfile;
  };
  /**
   * The header carrying a live Google mark for 30 minutes after a passed check (§4, §9).
   */
  googleMarkHeader: string;
  /**
   * The parameter a money-out call (a schema action with `moneyOut: true`: a withdrawal application, a payout) carries the security (withdrawal) password in; the upstream refuses the call without the right one. Needed once a schema marks an action `moneyOut` (ours).
   */
  securityPasswordParam?: string;
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
  userInfo: UserInfoMapping;
  /**
   * What exports and imports add to a schema's own call (our protocol; §7 knows only the xlsx blob).
   */
  transfers: TransferProfile;
  /**
   * The call answering one record's history, newest first (ours, issue 33): who wrote — main account or sub-account — when, from which client address, the action and each changed field's old and new value (a secret's only as changed). Leave it out for services that keep none: detail pages then show no history and the console never asks.
   */
  history?: HistoryProfile;
  /**
   * A change stream (Server-Sent Events, ours): a GET the console keeps open while a live list (schema `live`) is in sight, carrying its client’s token header. An event of one of `events` whose data names a resource makes that list ask for its rows once, instead of asking at its pace. Absent: live lists ask by their ordinary list call at their pace.
   */
  changes?: ChangeStream;
}
