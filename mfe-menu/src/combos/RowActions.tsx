import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import { Button } from '@menu/shared/antd';
import { MinusCircleOutlined } from '@menu/shared/ui';
import type { CSSProperties } from 'react';

interface RowActionsProps {
  /** What the row is, for the buttons' names: 'Sopa' -> 'Subir Sopa'. */
  label: string;
  /** 'paso' | 'opción': the buttons' hover titles ('Subir paso'). */
  noun: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove(to: number): void;
  onRemove(): void;
  style?: CSSProperties;
}

/** Up, down and remove of one step or one option of the steps editor. */
export function RowActions({ label, noun, index, count, disabled, onMove, onRemove, style }: RowActionsProps) {
  return (
    <div style={{ display: 'flex', ...style }}>
      <Button
        type="text"
        icon={<ArrowUpOutlined />}
        aria-label={`Subir ${label}`}
        title={`Subir ${noun}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      />
      <Button
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label={`Bajar ${label}`}
        title={`Bajar ${noun}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      />
      <Button
        type="text"
        danger
        icon={<MinusCircleOutlined />}
        aria-label={`Quitar ${label}`}
        title={`Quitar ${noun}`}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}
