/** Spec 01 §9 and the foundation issue's numbers, each named once. */
export const API_VERSION = 'v1';
export const REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export const TOKEN_REFRESH_CHECK_MS = 60_000;
export const TOKEN_REFRESH_WINDOW_MS = 5 * 60_000;
export const INACTIVITY_THRESHOLD_MS = 5 * 60_000;
export const LOGOUT_REDIRECT_DELAY_MS = 500;
export const RESET_SUCCESS_REDIRECT_MS = 800;
export const PLANS_LOAD_DELAY_MS = 1_000;
export const ADMIN_FETCH_THROTTLE_MS = 5_000;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const TOAST_DURATION_MS = 5_000;
export const TOASTS_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

export const SWIPE_THRESHOLD_PX = 50;
export const SWIPE_MAX_DURATION_MS = 300;
export const DOUBLE_TAP_GUARD_MS = 300;
export const TOUCH_TARGET_PX = 44;
export const RESIZE_DEBOUNCE_MS = 150;
export const BREAKPOINTS = {
  mobile: 768,
  tablet: 1024,
  desktop: 1280,
  wide: 1536,
} as const;
export const SIDEBAR_WIDTH_PX = 280;
export const SIDEBAR_WIDTH_MOBILE_PX = 320;

export const QUERY_STALE_MS = 60_000;
export const QUERY_GC_MS = 5 * 60_000;
export const QUERY_RETRIES = 1;

/** Token lifetimes (ADR 002). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A refresh token presented again within this window after rotation is a race, not a theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const EMAIL_CONFIRM_TTL_SECONDS = 48 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** Rate limits of the foundation issue. */
export const RATE_LIMITS = {
  loginPerIp: { max: 10, windowSeconds: 60 },
  /**
   * Failed sign-ins of one account from one address: the first `free` cost nothing, then each next try waits
   * twice as long as the last, up to `maxDelaySeconds`.
   */
  signInFailuresPerAddress: { free: 3, windowSeconds: 15 * 60, maxDelaySeconds: 15 * 60 },
  /**
   * Failed sign-ins of one account from every address together: past `free`, tries are spaced by at most
   * `maxDelaySeconds`, so a stranger's failures never hold the owner out for longer than that (ADR 009).
   */
  signInFailuresPerAccount: { free: 10, windowSeconds: 15 * 60, maxDelaySeconds: 3 },
  /** Wrong current passwords when changing the username, e-mail address or password. */
  passwordChecksPerAccount: { max: 5, windowSeconds: 15 * 60 },
  emailChangesPerAccount: { max: 3, windowSeconds: 60 * 60 },
  refreshPerIp: { max: 30, windowSeconds: 60 },
  registerPerIp: { max: 5, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { max: 5, windowSeconds: 15 * 60 },
  forgotPasswordPerAccount: { max: 3, windowSeconds: 60 * 60 },
  confirmResendPerAccount: { max: 3, windowSeconds: 15 * 60 },
  /** Reports of posts, comments and messages one member may make, together (ADR 009, finding 12). */
  reportsPerAccount: { max: 10, windowSeconds: 60 * 60 },
  /** Questions to the AI assistant: a long conversation's pace, never a script's (an outside model costs). */
  assistantQuestionsPerAccount: { max: 30, windowSeconds: 10 * 60 },
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
