import { canAccess, profileAtom, sectionForPath, type RemoteEntry } from '@menu/shared';
import { PlanUpgrade, SectionDisabled } from '@menu/shared/ui';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ownerOf, remoteEntries } from '../federation/registry';
import { RemoteSection, SectionUnavailable } from '../federation/RemoteSection';

/** Picks the remote that owns the current path, after the plan-scope check. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const profile = useAtomValue(profileAtom);
  const [list, setList] = useState<RemoteEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailed(false);
    remoteEntries().then(setList, () => setFailed(true));
  }, [attempt]);

  const section = sectionForPath(pathname);
  if (section && !canAccess(profile, section.key)) {
    // The manifest says which view a plan without access gets; the remote is not loaded.
    return section.denied === 'upgrade' ? <PlanUpgrade variant="upgrade" /> : <SectionDisabled section={section.label} />;
  }
  if (failed) return <SectionUnavailable onRetry={() => setAttempt((n) => n + 1)} />;
  if (!list) return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
  const remote = ownerOf(list, pathname);
  // A path no section owns goes to /.
  if (!remote) return <Navigate to="/" replace />;
  return <RemoteSection key={remote.name} remote={remote} />;
}
