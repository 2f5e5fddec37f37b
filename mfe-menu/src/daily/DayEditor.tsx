import { Button, Modal } from '@menu/shared/antd';
import { type ComboStep, stepsProblem } from '@menu/shared/menu/combos';
import { useState } from 'react';
import { StepsEditor } from '../combos/StepsEditor';
import { dayLabel } from './week';

type Dish = { id: number; name: string; price: number };

export interface DayEditorProps {
  open: boolean;
  date: string;
  /** What the editor starts from: the date's own steps, else a copy of the combo's. */
  initial: ComboStep[];
  dishes: Dish[];
  /** The steps for the date, kept in the week's unsaved changes ('Guardar semana' sends them). */
  onApply(steps: ComboStep[]): void;
  onClose(): void;
}

/**
 * The steps of one date of a menu of the day, in the combo editor's StepsEditor. 'Aplicar'
 * keeps them in the week on screen; nothing is sent until 'Guardar semana', so a week is
 * saved as one change (one history entry).
 */
export function DayEditor({ open, date, onClose, ...form }: DayEditorProps) {
  const label = dayLabel(date);
  return (
    <Modal
      open={open}
      title={`Pasos del ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
      onCancel={onClose}
      // The form below is made again at each opening: it starts from the date's steps of now.
      destroyOnHidden
      mask={{ closable: false }}
      width={720}
      footer={null}
    >
      <DayForm date={date} onClose={onClose} {...form} />
    </Modal>
  );
}

function DayForm({ date, initial, dishes, onApply, onClose }: Omit<DayEditorProps, 'open'>) {
  const [steps, setSteps] = useState(initial);
  // The shared rule (the API checks the same): every message shows at its field once 'Aplicar' was pressed.
  const [tried, setTried] = useState(false);

  const apply = () => {
    setTried(true);
    if (stepsProblem(steps)) return;
    onApply(steps);
    onClose();
  };

  return (
    <>
      <StepsEditor value={steps} onChange={setSteps} dishes={dishes} idPrefix={`day-${date}`} showProblems={tried} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 24 }}>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="primary" onClick={apply}>
          Aplicar
        </Button>
      </div>
    </>
  );
}
