import { listQuery, queryClient } from '@menu/shared/data';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Family } from '../families/api';
import type { Tag } from '../tags/api';
import type { VariantGroup } from '../variants/api';

/** The option lists of the product editor; those the caller has are given, the others read. */
export interface ProductOptions {
  families?: Family[];
  tags?: Tag[];
  groups?: VariantGroup[];
}

/**
 * The lists the caller did not give, read through the panel's data cache (drawn at once when
 * read within its fresh time; a list saved elsewhere in the panel shows while the editor is
 * open); `reloadGroups` asks the server again after a group is created here.
 */
export function useProductOptions(given: ProductOptions = {}) {
  const client = queryClient();
  // Decided once per opening (the editor mounts this hook when it opens): a list the caller
  // gives later wins in the result without making its read stop or start.
  const [read] = useState(() => ({ families: !given.families, tags: !given.tags, groups: !given.groups }));
  const families = useQuery({ ...listQuery('/v1/families'), enabled: read.families }, client);
  const tags = useQuery({ ...listQuery('/v1/tags'), enabled: read.tags }, client);
  const groups = useQuery({ ...listQuery('/v1/groups'), enabled: read.groups }, client);
  // The answer lands in the cache, so `groups` below shows it too.
  const reloadGroups = useCallback(() => client.fetchQuery({ ...listQuery('/v1/groups'), staleTime: 0 }), [client]);
  return {
    families: given.families ?? families.data,
    tags: given.tags ?? tags.data,
    // A group created here is newer than the caller's list.
    groups: groups.data ?? given.groups,
    failed: families.isError || tags.isError || groups.isError,
    reloadGroups,
  };
}
