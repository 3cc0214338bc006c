/** Local storage keys of the spec (part 1 §3). */
export const ACCESS_TOKEN = 'ACCESS_TOKEN';
export const DARK_MODE = 'DARK_MODE';

type Listener = () => void;
const tokenListeners = new Set<Listener>();
// Whether the last session of this page ended by itself (the server refused its token: expired or
// revoked), as opposed to 'Sign Out'. Kept in memory: a reload asks the server again anyway.
let endedByServer = false;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The stored access token, shared by the fetch client and the React session. Signed in means a
 * non-empty ACCESS_TOKEN in local storage.
 */
export const tokenStore = {
  get(): string | null {
    return read(ACCESS_TOKEN) || null;
  },
  set(token: string) {
    endedByServer = false;
    localStorage.setItem(ACCESS_TOKEN, token);
    for (const l of tokenListeners) l();
  },
  /** Forgets the token; `expired` when the server refused it (sign-in then says so). */
  clear({ expired = false }: { expired?: boolean } = {}) {
    endedByServer = expired;
    localStorage.removeItem(ACCESS_TOKEN);
    for (const l of tokenListeners) l();
  },
  /** True when the session ended because the server refused the token, not by signing out. */
  expired(): boolean {
    return endedByServer;
  },
  subscribe(listener: Listener): () => void {
    tokenListeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === ACCESS_TOKEN || e.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      tokenListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function readStorage(key: string): string | null {
  return read(key);
}
