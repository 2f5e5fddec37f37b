import { canAccess, profileAtom, roleOfProfile, sectionForPath, type RemoteEntry } from '@menu/shared';
import { panelAllows } from '@menu/shared/roles';
import { loadAntd, loadDeferred, PlanUpgrade, SectionDisabled } from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from '@menu/shared/router';
import { ownerOf, prefetchRemotes, remoteEntries, whenSettled } from '../federation/registry';
import { RemoteSection, SectionLoading, SectionUnavailable } from '../federation/RemoteSection';
import { roleRedirect } from './rolePaths';

/** Lists whose remotes were prefetched already (the registry keeps one list per page). */
const prefetched = new WeakSet<RemoteEntry[]>();

/** Picks the remote that owns the current path, after the role's and the plan's checks. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const profile = useAtomValue(profileAtom);
  const [list, setList] = useState<RemoteEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the user retries
  useEffect(() => {
    setFailed(false);
    remoteEntries().then(setList, () => setFailed(true));
  }, [attempt]);

  // Once the panel shows a section, the other sections this plan opens are fetched while idle,
  // and so is antd (with its on-demand parts): the first editor or menu then opens at once.
  useEffect(() => {
    if (!list || prefetched.has(list)) return;
    prefetched.add(list);
    whenSettled(
      () =>
        void loadAntd()
          .then(loadDeferred)
          .catch(() => {}),
    );
    const current = ownerOf(list, pathname);
    const role = roleOfProfile(profile);
    const opens = (remote: RemoteEntry) =>
      remote.basePaths.some((base) => {
        const owned = sectionForPath(base);
        return !owned || (canAccess(profile, owned.key) && panelAllows(role, base));
      });
    prefetchRemotes(list.filter((remote) => remote !== current && opens(remote)));
  }, [list, pathname, profile]);

  // A page the person's role may not open leads to one it may (before the plan's check: a
  // manager sent to Facturación sees their first page, not an invitation to upgrade).
  const redirect = roleRedirect(profile, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  const section = sectionForPath(pathname);
  if (section && !canAccess(profile, section.key)) {
    // The manifest says which view a plan without access gets; the remote is not loaded.
    return section.denied === 'upgrade' ? (
      <PlanUpgrade variant="upgrade" />
    ) : (
      <SectionDisabled section={section.label} />
    );
  }
  if (failed) return <SectionUnavailable onRetry={() => setAttempt((n) => n + 1)} />;
  if (!list) return <SectionLoading />;
  const remote = ownerOf(list, pathname);
  // A path no section owns goes to /.
  if (!remote) return <Navigate to="/" replace />;
  return <RemoteSection key={remote.name} remote={remote} />;
}
