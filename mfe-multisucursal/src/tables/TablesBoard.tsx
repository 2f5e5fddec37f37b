import { Alert, Button, Spin } from '@menu/shared/kit';
import type { Branch } from '@menu/shared';
import type { ReactNode } from 'react';
import { tableOrdersOn, useChosenBranch } from './branches';
import { CallsList, LiveStatus } from './CallsList';
import { useSound } from './sound';
import { SwitchedOff } from './SwitchedOff';
import { TABLES_CSS } from './styles';
import { useCallAlerts } from './useCallAlerts';
import { useLiveCalls } from './useLiveCalls';

/**
 * Mesas: the calls of one branch's tables ('Llamar al mesero', 'Pedir la cuenta') as they
 * come, for the staff on the floor; 'Atendido' closes one. A person with several branches picks
 * one; with a single branch there is nothing to pick.
 */
export function TablesBoard() {
  const { branches, loading, failed, retry, chosen, choose } = useChosenBranch();
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title="No pudimos cargar tus sucursales."
        action={<Button onClick={retry}>Reintentar</Button>}
      />
    );
  if (loading) return <Spin size="large" aria-label="Cargando sucursales" style={{ display: 'block', margin: 48 }} />;
  if (!chosen) return <Alert type="info" showIcon title="No tienes sucursales asignadas." />;
  return (
    <>
      <style href="menu-tables" precedence="default">
        {TABLES_CSS}
      </style>
      {tableOrdersOn(chosen) ? (
        <BranchCalls branch={chosen} picker={<BranchPicker {...{ branches, chosen, choose }} />} />
      ) : (
        <>
          <div className="tables-bar">
            <BranchPicker {...{ branches, chosen, choose }} />
          </div>
          <SwitchedOff branch={chosen} />
        </>
      )}
    </>
  );
}

function BranchCalls({ branch, picker }: { branch: Branch; picker: ReactNode }) {
  const live = useLiveCalls(branch.id);
  const sound = useSound();
  useCallAlerts(live.calls, sound.ring);
  return (
    <>
      <div className="tables-bar">
        {picker}
        <LiveStatus status={live.status} />
        <Button onClick={sound.toggle}>{sound.on ? 'Silenciar' : 'Activar sonido'}</Button>
      </div>
      <CallsList live={live} />
    </>
  );
}

function BranchPicker({ branches, chosen, choose }: { branches: Branch[]; chosen: Branch; choose(id: number): void }) {
  if (branches.length < 2) return null;
  return (
    <label>
      Sucursal
      <select value={chosen.id} onChange={(event) => choose(Number(event.target.value))}>
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
    </label>
  );
}
