// Compartir Link on a phone: the link's start above the field, so the route key has the
// field's whole width (beside the host it had about 50 px at 390 px).
import { screen } from '@testing-library/react';
import { branchFixture, renderUi, screenWidth, signIn } from '@menu/shared/ui/testing';
import ShareLinkModal from './ShareLinkModal';

jest.setTimeout(30_000);

const BRANCH = branchFixture();
const BASE = BRANCH.menu_url.slice(0, BRANCH.menu_url.lastIndexOf('/') + 1);

beforeEach(() => {
  signIn();
  // jsdom has no canvas (the QR code's PNG source).
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

function open() {
  renderUi(<ShareLinkModal open branch={BRANCH} onClose={() => undefined} />);
  const key = screen.getByLabelText('Link de tu menú');
  return { key, group: key.closest('.ant-space-compact')!, base: screen.getByText(BASE) };
}

describe('ShareLinkModal: layout', () => {
  it('on a wide screen the host is the start of the field, before the key', () => {
    const restore = screenWidth(1280);
    try {
      const { group, base } = open();
      expect(group).toContainElement(base);
    } finally {
      restore();
    }
  });

  it('on a phone the host is above the field, which holds only the key and Copiar', () => {
    const restore = screenWidth(390);
    try {
      const { group, base, key } = open();
      expect(group).not.toContainElement(base);
      expect(base.compareDocumentPosition(key) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(group).toContainElement(screen.getByRole('button', { name: 'Copiar' }));
    } finally {
      restore();
    }
  });
});
