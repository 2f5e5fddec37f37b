import { profileAtom } from '@menu/shared';
import { useAtomValue } from 'jotai';
import './brand.css';
import { ColorsSection } from './ColorsSection';
import { FontsSection } from './FontsSection';
import { LogoSection } from './LogoSection';
import { PreviewSection } from './PreviewSection';
import { useBrandSave } from './useBrandSave';

/**
 * Identidad de marca: logo, colours and fonts on the left, each saved as soon as it is
 * chosen, and the branch's real public menu on the right, reloaded after every save.
 * The controls read the profile from the shared store, which every save updates.
 */
export function BrandTab() {
  const profile = useAtomValue(profileAtom);
  const { status, version, run, put } = useBrandSave();
  if (!profile) return null;
  return (
    <div className="brand-layout">
      <div className="brand-controls">
        <LogoSection profile={profile} run={run} />
        <ColorsSection profile={profile} put={put} />
        <FontsSection profile={profile} put={put} />
      </div>
      <PreviewSection version={version} status={status} />
    </div>
  );
}
