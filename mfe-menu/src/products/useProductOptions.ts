import { useCallback, useEffect, useState } from 'react';
import { listFamilies, type Family } from '../families/api';
import { listTags, type Tag } from '../tags/api';
import { listGroups, type VariantGroup } from '../variants/api';

/** The option lists of the product editor; those the caller has are given, the others loaded. */
export interface ProductOptions {
  families?: Family[];
  tags?: Tag[];
  groups?: VariantGroup[];
}

/** Loads the lists the caller did not give, once per opening; `reloadGroups` after a group is created here. */
export function useProductOptions(given: ProductOptions = {}) {
  const [loaded, setLoaded] = useState<ProductOptions>({});
  const [failed, setFailed] = useState(false);
  const reloadGroups = useCallback(async () => {
    const list = await listGroups();
    setLoaded((current) => ({ ...current, groups: list }));
    return list;
  }, []);
  // Loaded once per opening (the editor mounts this hook when it opens), for the lists the caller
  // did not give then: a list the caller gives later wins in the result without a new load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per mount, on purpose
  useEffect(() => {
    let live = true;
    const fail = () => live && setFailed(true);
    const keep = (patch: ProductOptions) => live && setLoaded((current) => ({ ...current, ...patch }));
    if (!given.families) listFamilies().then((families) => keep({ families }), fail);
    if (!given.tags) listTags().then((tags) => keep({ tags }), fail);
    if (!given.groups) listGroups().then((groups) => keep({ groups }), fail);
    return () => {
      live = false;
    };
  }, []);
  return {
    families: given.families ?? loaded.families,
    tags: given.tags ?? loaded.tags,
    // A group created here is newer than the caller's list.
    groups: loaded.groups ?? given.groups,
    failed,
    reloadGroups,
  };
}
