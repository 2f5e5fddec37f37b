import { Typography } from '@menu/shared/antd';
import { Checkbox, InputNumber, Radio, Select } from '@menu/shared/antd/editor';
import { queryClient, useBranches, useList } from '@menu/shared/data';
import { PRICE_ROUNDINGS, ROUNDING_LABELS } from '@menu/shared/format/price-rounding';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { regionsQuery } from '../regions/api';
import { type Draft, type Mode, WHERE_LABELS, type Where } from './draft';

/** What each place changes, under the choice. */
export const WHERE_HELP: Record<Where, string> = {
  base: 'Cambia los precios del menú base: los ven todas las sucursales que no tengan uno propio.',
  regions: 'Cambia los precios propios de cada región, partiendo del precio que hoy muestra.',
  branches:
    'Cambia los precios de la plantilla de cada sucursal, partiendo del precio que hoy muestra: ' +
    'otras sucursales con la misma plantilla también cambian.',
};

const block = { border: '1px solid #f0f0f0', borderRadius: 8, padding: 16 } as const;

/** One step of the form: its title over its controls. */
function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={block}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <div style={{ display: 'grid', gap: 8 }}>{children}</div>
    </section>
  );
}

/**
 * The four steps of Cambiar precios: which products (categories, variants), where (the base
 * menu, regions or branches), the change (a percentage or an amount, signed) and its rounding.
 */
export function PriceChangeForm({ draft, onChange }: { draft: Draft; onChange: (patch: Partial<Draft>) => void }) {
  const families = useList('/v1/families');
  const branches = useBranches();
  const regions = useQuery({ ...regionsQuery, enabled: draft.where === 'regions' }, queryClient());
  const categoryOptions = (families.data ?? []).map((family) => ({
    label: family.name,
    title: family.name,
    options: family.categories.map((c) => ({ value: c.id, label: c.name, title: c.name })),
  }));
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <Step title="Qué productos">
        <Select
          mode="multiple"
          aria-label="Categorías"
          placeholder="Todas las categorías"
          loading={families.isPending}
          options={categoryOptions}
          optionFilterProp="label"
          value={draft.categoryIds}
          onChange={(categoryIds: number[]) => onChange({ categoryIds })}
          style={{ width: '100%' }}
        />
        <Checkbox
          checked={draft.includeVariants}
          onChange={(event) => onChange({ includeVariants: event.target.checked })}
        >
          Incluir variantes
        </Checkbox>
      </Step>
      <Step title="Dónde">
        <Radio.Group
          aria-label="Dónde"
          value={draft.where}
          onChange={(event) => onChange({ where: event.target.value as Where })}
          options={(Object.keys(WHERE_LABELS) as Where[]).map((value) => ({ value, label: WHERE_LABELS[value] }))}
        />
        {draft.where === 'regions' && (
          <Select
            mode="multiple"
            aria-label="Elige regiones"
            placeholder="Elige las regiones"
            loading={regions.isPending}
            options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name, title: r.name }))}
            optionFilterProp="label"
            value={draft.regionIds}
            onChange={(regionIds: number[]) => onChange({ regionIds })}
            style={{ width: '100%' }}
          />
        )}
        {draft.where === 'branches' && (
          <Select
            mode="multiple"
            aria-label="Elige sucursales"
            placeholder="Elige las sucursales"
            loading={branches.isPending}
            options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name, title: b.name }))}
            optionFilterProp="label"
            value={draft.branchIds}
            onChange={(branchIds: number[]) => onChange({ branchIds })}
            style={{ width: '100%' }}
          />
        )}
        <Typography.Text type="secondary">{WHERE_HELP[draft.where]}</Typography.Text>
      </Step>
      <Step title="Cambio">
        <Radio.Group
          aria-label="Tipo de cambio"
          value={draft.mode}
          onChange={(event) => onChange({ mode: event.target.value as Mode, value: null })}
          options={[
            { value: 'percent', label: 'Porcentaje' },
            { value: 'amount', label: 'Importe fijo' },
          ]}
        />
        <InputNumber
          aria-label={draft.mode === 'percent' ? 'Cambio en porcentaje' : 'Cambio en pesos'}
          placeholder={draft.mode === 'percent' ? '8 o -10' : '5 o -2.50'}
          {...(draft.mode === 'percent'
            ? { min: -90, max: 500, suffix: '%' }
            : { min: -9_999_999.99, max: 9_999_999.99, prefix: '$', precision: 2 })}
          value={draft.value}
          onChange={(value) => onChange({ value: typeof value === 'number' ? value : null })}
          style={{ width: 200 }}
        />
        <Typography.Text type="secondary">Usa un signo menos para bajar precios.</Typography.Text>
      </Step>
      <Step title="Redondeo">
        <Radio.Group
          aria-label="Redondeo"
          value={draft.rounding}
          onChange={(event) => onChange({ rounding: event.target.value })}
          options={PRICE_ROUNDINGS.map((value) => ({ value, label: ROUNDING_LABELS[value] }))}
        />
        <Typography.Text type="secondary">Al valor más cercano: nunca por debajo de $0.</Typography.Text>
      </Step>
    </div>
  );
}
