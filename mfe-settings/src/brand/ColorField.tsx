import { Input, Typography } from '@menu/shared/antd';
import { ColorPicker } from '@menu/shared/antd/editor';
import { useEffect, useId, useState } from 'react';
import { HEX_MESSAGE, parseHex, sameColor, type ColorSetting } from './colors';

interface ColorFieldProps {
  setting: ColorSetting;
  /** The colour shown: the stored one, or the one being picked or saved. */
  value: string;
  /** While the picker is dragged: shown (and checked for contrast) but not saved yet. */
  onPreview: (hex: string) => void;
  /** A colour chosen: the picker released, or a valid hex typed and confirmed. */
  onCommit: (hex: string) => void;
}

/**
 * One brand colour: antd's picker (hex, no alpha) and, beside it, a hex text input
 * ('<label> (hex)') that saves on blur or Enter when it holds '#RRGGBB'.
 */
export function ColorField({ setting, value, onPreview, onCommit }: ColorFieldProps) {
  const [text, setText] = useState(value);
  const [error, setError] = useState(false);
  const errorId = useId();

  // The shown colour changed (picked, saved, reverted, reset): the text follows it.
  useEffect(() => {
    setText(value.toUpperCase());
    setError(false);
  }, [value]);

  const confirm = () => {
    const hex = parseHex(text);
    setError(!hex);
    if (!hex) return;
    setText(hex);
    // Enter then leaving the field, or a blur without a change: nothing new to save.
    if (!sameColor(hex, value)) onCommit(hex);
  };

  return (
    <div className="brand-color">
      <Typography.Text className="brand-color-label">{setting.label}</Typography.Text>
      <ColorPicker
        aria-label={setting.label}
        value={value}
        format="hex"
        disabledFormat
        disabledAlpha
        showText
        onChange={(color) => onPreview(color.toHexString().toUpperCase())}
        onChangeComplete={(color) => onCommit(color.toHexString().toUpperCase())}
      />
      <div>
        <Input
          aria-label={`${setting.label} (hex)`}
          value={text}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          style={{ width: 110, fontFamily: 'monospace' }}
          status={error ? 'error' : undefined}
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={confirm}
          onPressEnter={confirm}
        />
        {error && (
          <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block', fontSize: 12 }}>
            {HEX_MESSAGE}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
