import { screen, waitFor, within } from '@testing-library/react';
import { POSITION_MESSAGES } from '@menu/shared/menu/combos';
import { renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { categoryFixture, familyFixture } from '../families/testing';
import { ProductEditor } from '../products/ProductEditor';
import { productFixture, productGroupFixture } from '../products/testing';
import { groupFixture } from './testing';

// The product editor's side of extras priced by position (its group rows, products/GroupRows.tsx):
// a limit below the group's free extras is refused before anything is sent.
const PRICING = { free: 2, each: 10 };
const CONTEXT = {
  families: [
    familyFixture({ id: 1, name: 'Comida', categories: [categoryFixture({ id: 3, name: 'Tacos', family_id: 1 })] }),
  ],
  tags: [],
  groups: [groupFixture({ id: 31, name: 'Extras', products_count: 1, position_pricing: PRICING })],
};
const PRODUCT = productFixture({
  category_id: 3,
  variant_groups: [productGroupFixture({ id: 31, name: 'Extras', limit: 3, position_pricing: PRICING })],
});

jest.setTimeout(30_000);
beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

it("a product's limit below its group's free extras says why and sends nothing", async () => {
  const calls = serve({});
  const { user } = renderUi(
    <ProductEditor open initial={PRODUCT} context={CONTEXT} onClose={jest.fn()} onSaved={jest.fn()} />,
  );
  await user.clear(screen.getByLabelText('Límite de Extras'));
  await user.type(screen.getByLabelText('Límite de Extras'), '1');
  await user.click(screen.getAllByRole('button', { name: 'Actualizar' }).at(-1)!);
  const item = screen.getByLabelText('Límite de Extras').closest('.ant-form-item') as HTMLElement;
  await waitFor(() => expect(within(item).getByText(POSITION_MESSAGES.freeOverMax)).toBeInTheDocument());
  expect(writes(calls)).toEqual([]);
});
