import { Typography } from '@menu/shared/antd';
import type { DishDemand } from './demand';

/** How many dishes each list shows. */
const SHOWN = 5;

/** 'Agregado por 12 comensales' (a diner counts once a day, however many times they add it). */
export const addedBy = (adds: number) =>
  adds === 0 ? 'Nadie lo ha agregado' : `Agregado por ${adds} ${adds === 1 ? 'comensal' : 'comensales'}`;

const byAddsThenName = (a: DishDemand, b: DishDemand) => b.adds - a.adds || a.name.localeCompare(b.name, 'es');

/**
 * The five dishes most added to 'Mi pedido' (only dishes someone added) and the five least
 * added of the rest, least first (zeros included: a dish nobody wants is the news). A dish as
 * wanted as the last of the most added is not among the least (a tie says nothing), and a short
 * menu shows each dish once.
 */
export function demandLists(dishes: DishDemand[]): { most: DishDemand[]; least: DishDemand[] } {
  const sorted = [...dishes].sort(byAddsThenName);
  const most = sorted.filter((d) => d.adds > 0).slice(0, SHOWN);
  const floor = most.at(-1)?.adds ?? 0;
  const least = sorted
    .slice(most.length)
    .filter((d) => d.adds < floor)
    .slice(-SHOWN)
    .sort((a, b) => a.adds - b.adds || a.name.localeCompare(b.name, 'es'));
  return { most, least };
}

function DishList({ title, dishes }: { title: string; dishes: DishDemand[] }) {
  if (!dishes.length) return null;
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <ol aria-label={title} style={{ margin: '4px 0 12px', paddingInlineStart: 20 }}>
        {dishes.map((d) => (
          <li key={d.product_id} data-product={d.product_id}>
            {d.name}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {addedBy(d.adds)}
            </Typography.Text>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * 'Más pedidos' / 'Menos pedidos' of the branch's menu over the period (beside the views
 * chart); without any add yet: 'Aún no hay pedidos registrados.'
 */
export function DishDemandList({ dishes }: { dishes: DishDemand[] }) {
  const { most, least } = demandLists(dishes);
  return (
    <section aria-label="Pedidos desde el menú">
      {most.length ? (
        <>
          <DishList title="Más pedidos" dishes={most} />
          <DishList title="Menos pedidos" dishes={least} />
        </>
      ) : (
        <Typography.Paragraph type="secondary">Aún no hay pedidos registrados.</Typography.Paragraph>
      )}
    </section>
  );
}
