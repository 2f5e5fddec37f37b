import { Alert, Button, Spin, Typography } from '@menu/shared/antd';
import { Checkbox, Form, InputNumber } from '@menu/shared/antd/editor';
import {
  BRANCH_COUNT_REQUIRED,
  BRANCH_COUNT_TOO_HIGH,
  MAX_BRANCHES,
  MIN_BRANCHES,
} from '@menu/shared/billing/branches';
import { useState } from 'react';
import type { Currency, Interval } from '../api';
import { branchesText, formatMoney, PER_INTERVAL } from '../labels';
import { useEnabledBranches } from './enabledBranches';
import type { BranchToDisable } from './state';
import { StepHeader } from './StepHeader';

const BELOW_ENABLED = 'El limite de sucursales que elegiste es menor a las sucursales habilitadas actualmente.';

interface BranchesStepProps {
  currency: Currency;
  interval: Interval;
  /** The add-on's price per branch and the Franquicias plan's, for the chosen interval (from the plan cards). */
  perBranch: number;
  planAmount: number;
  /** The count chosen before (back from a later step), else the add-on's quantity in force. */
  initialCount: number | null;
  initialDisable: BranchToDisable[];
  onContinue: (count: number, disable: BranchToDisable[]) => void;
  continuing: boolean;
  onBack: () => void;
}

const moreToUntick = (n: number) => `Desmarca ${branchesText(n)} más para continuar.`;

/** Franquicias: how many branches the add-on pays for, and which enabled ones to disable when fewer. */
export function BranchesStep(props: BranchesStepProps) {
  const { currency, interval, perBranch, planAmount, initialCount, initialDisable, onContinue, continuing, onBack } =
    props;
  const { enabled, error: loadError, reload: load } = useEnabledBranches();
  const [unticked, setUnticked] = useState<Set<number>>(() => new Set(initialDisable.map((branch) => branch.id)));
  const [form] = Form.useForm<{ count: number | null }>();
  const count = Form.useWatch('count', form);

  if (loadError) {
    return (
      <div>
        <StepHeader title="Número de sucursales" onBack={onBack} />
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar tus sucursales"
          description={loadError}
          action={
            <Button size="small" onClick={() => void load()}>
              Reintentar
            </Button>
          }
        />
      </div>
    );
  }
  if (!enabled) {
    return (
      <div>
        <StepHeader title="Número de sucursales" onBack={onBack} />
        <Spin description="Cargando sucursales…">
          <div className="plan-flow__loading" />
        </Spin>
      </div>
    );
  }

  const chosen = typeof count === 'number' && count >= MIN_BRANCHES ? count : null;
  const below = chosen !== null && chosen < enabled.length;
  const stillEnabled = enabled.length - unticked.size;
  const missing = below ? stillEnabled - chosen : 0;
  const toggle = (id: number, ticked: boolean) =>
    setUnticked((previous) => {
      const next = new Set(previous);
      if (ticked) next.delete(id);
      else next.add(id);
      return next;
    });

  const finish = ({ count: value }: { count: number | null }) => {
    if (value === null) return;
    const disable =
      value < enabled.length
        ? enabled.filter((branch) => unticked.has(branch.id)).map(({ id, name }) => ({ id, name }))
        : [];
    onContinue(value, disable);
  };

  return (
    <div>
      <StepHeader title="Número de sucursales" onBack={onBack} backDisabled={continuing} />
      <Form
        form={form}
        layout="vertical"
        className="plan-flow__narrow"
        initialValues={{ count: Math.max(1, initialCount ?? enabled.length) }}
        onFinish={finish}
      >
        <Form.Item
          label="Número de sucursales"
          name="count"
          rules={[
            { required: true, message: BRANCH_COUNT_REQUIRED },
            { type: 'number', min: MIN_BRANCHES, message: BRANCH_COUNT_REQUIRED },
            { type: 'number', max: MAX_BRANCHES, message: BRANCH_COUNT_TOO_HIGH },
          ]}
        >
          <InputNumber min={MIN_BRANCHES} max={MAX_BRANCHES} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <div className="plan-flow__sums">
          <div>
            Precio por sucursal: <strong>{formatMoney(perBranch, currency)}</strong> {PER_INTERVAL[interval]}
          </div>
          {chosen !== null && (
            <>
              <div>
                Sucursales: {chosen} × {formatMoney(perBranch, currency)} ={' '}
                <strong>{formatMoney(chosen * perBranch, currency)}</strong> {PER_INTERVAL[interval]}
              </div>
              <div>
                Total con el plan Franquicias: <strong>{formatMoney(planAmount + chosen * perBranch, currency)}</strong>{' '}
                {PER_INTERVAL[interval]}
              </div>
            </>
          )}
        </div>
        {below && (
          <div className="plan-flow__below">
            <Alert
              type="warning"
              showIcon
              title={BELOW_ENABLED}
              description="Desmarca las sucursales que se deshabilitarán al confirmar el cambio."
            />
            <fieldset aria-label="Sucursales habilitadas" className="plan-flow__branches">
              {enabled.map((branch) => {
                const ticked = !unticked.has(branch.id);
                return (
                  <Checkbox
                    key={branch.id}
                    checked={ticked}
                    // At least one branch stays enabled.
                    disabled={ticked && stillEnabled === 1}
                    onChange={(event) => toggle(branch.id, event.target.checked)}
                  >
                    {branch.name}
                  </Checkbox>
                );
              })}
            </fieldset>
            {missing > 0 && <Typography.Text type="danger">{moreToUntick(missing)}</Typography.Text>}
          </div>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={continuing}
          disabled={missing > 0}
          className="plan-flow__next"
        >
          Continuar
        </Button>
      </Form>
    </div>
  );
}
