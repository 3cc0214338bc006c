import * as React from 'react';

interface SearchControl {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const SearchContext = React.createContext<SearchControl | null>(null);

/** Holds the open state of the global Search dialog; Ctrl/⌘+K toggles it. */
export function SearchProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const value = React.useMemo(() => ({ open, setOpen }), [open]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

/** Null outside the signed-in shell (public pages have no Search). */
export function useSearchDialog(): SearchControl | null {
  return React.useContext(SearchContext);
}
