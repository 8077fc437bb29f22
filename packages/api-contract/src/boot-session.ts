/**
 * The session the server writes into the web app's page (apps/server/src/platform/pages/app-page.ts) and the app reads
 * before its first render (apps/web/src/lib/auth/boot-session.ts), and what the web build gives the server to start a
 * page with (docs/page-start.md). Types and one id only, on purpose: the app reads it in its entry chunk, which must
 * not pull in zod.
 */

/**
 * The id of the data block the server writes the page's session into, and the app reads it from. Here, not in
 * app-start.ts: the app's entry imports it, and a module shared with the start script would be one more file to load.
 */
export const BOOT_SESSION_ELEMENT_ID = 'mathwise-session';

/** The signed-in user's own fields the web app's auth state is built from, and nothing else. */
export interface BootSessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  nickname: string | null;
  userType: string | null;
  roles: string | null;
}

/** A signed-in user, or null for a visitor without a session. */
export interface BootSession {
  user: BootSessionUser | null;
  /**
   * The API's answers to the first reads of the page (GET paths to response bodies), for the pages people land on
   * most: the app takes each once instead of asking for it (apps/web/src/lib/api-client.ts).
   */
  answers?: Record<string, unknown>;
}

/**
 * How a page the server rendered starts the app once it has painted (apps/web/src/app/start-after-paint.ts): the app's
 * entry, and every module the page needs, to be fetched side by side.
 */
export interface AppStart {
  entry: string;
  modules: string[];
}

/**
 * The web build's render of a page on the server (apps/web/src/app/server-render.tsx), which the server calls for the
 * pages it answers the first reads of: the markup of the app's root for that path, session and answers, or undefined
 * when the page cannot be rendered there and the browser renders it.
 */
export type RenderAppPage = (pathname: string, session: BootSession) => Promise<string | undefined>;

/** What a signed-in page people land on needs first, as its web route declares it (apps/web/src/app/page-start.ts). */
export interface PageStartPlan {
  /** The page's modules, keys of the web build's manifest, for the server to name for preloading. */
  modules: readonly string[];
  /** The API paths of the page's first reads, which the server answers in the page. */
  firstReads: string[];
  /** The API paths of the reads the page makes once those have answered (none for most pages). */
  nextReads: (answers: Readonly<Record<string, unknown>>) => string[];
}

/** The web build's plan for a page at this path, for this user (server-render.tsx); undefined for any other page. */
export type PlanPageStart = (pathname: string, user: BootSessionUser) => PageStartPlan | undefined;
