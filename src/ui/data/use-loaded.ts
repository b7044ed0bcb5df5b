// Code a part of a page needs (a form's machine), loaded once that part is on the page rather
// than before the page may show: undefined until it has loaded, and for good when `load` is
// undefined (the part is not for this reader). A load that fails leaves the part out, as
// for a reader who may not use it; the next visit to the page tries again.
import { useEffect, useState } from 'react';

export function useLoaded<T>(load: (() => Promise<T>) | undefined): T | undefined {
  const [loaded, setLoaded] = useState<{ readonly from: () => Promise<T>; readonly value: T }>();
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (value) => current && setLoaded({ from: load, value }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  // What was loaded for another `load` (the reader changed) is not this part's.
  return loaded && loaded.from === load ? loaded.value : undefined;
}
