import { SectionPage } from '@menu/shared/ui';
import { TablesBoard } from './TablesBoard';

/**
 * The Mesas section (/mesas): one screen, no tabs. The plan's access (not on FREEMIUM) and the
 * role's (owners, administrators, managers and staff) are the shell's, from shared/sections.json
 * and shared/roles.json.
 */
export function TablesSection() {
  return (
    <SectionPage title="Mesas">
      <TablesBoard />
    </SectionPage>
  );
}
