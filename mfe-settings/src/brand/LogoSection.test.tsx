import { profileAtom, rules, sessionStore } from '@menu/shared';
import { fakeFile, signIn, writes } from '@menu/shared/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { brandProfile, refusal, renderBrand, serveBrand } from './testing';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

const LOGO_URL = 'http://localhost:8080/uploads/logos/7.webp';

describe('BrandTab: logo', () => {
  it('a picked file is uploaded at once (multipart logo); the store and the preview show the new logo', async () => {
    const calls = serveBrand(brandProfile(), { 'POST /v1/profiles/attachment': brandProfile({ logo: LOGO_URL }) });
    const { user } = renderBrand(brandProfile());
    await user.upload(screen.getByLabelText('Logo'), fakeFile('logo.png'));
    expect(await screen.findByText('Logo actualizado')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/profiles/attachment', body: { logo: 'file:logo.png' } },
    ]);
    expect(sessionStore.get(profileAtom)?.logo).toBe(LOGO_URL);
    expect(screen.getByAltText('Logo actual')).toHaveAttribute('src', LOGO_URL);
  });

  it("'Quitar imagen' removes it (DELETE) and says Logo eliminado", async () => {
    const calls = serveBrand(brandProfile(), { 'DELETE /v1/profiles/attachment': brandProfile({ logo: null }) });
    const { user } = renderBrand(brandProfile({ logo: LOGO_URL }));
    await user.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    expect(await screen.findByText('Logo eliminado')).toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/profiles/attachment', body: undefined }]);
    expect(sessionStore.get(profileAtom)?.logo).toBeNull();
    expect(screen.queryByAltText('Logo actual')).not.toBeInTheDocument();
  });

  it('a refused file shows the server message under the field; the stored logo stays', async () => {
    const message = 'El archivo no es una imagen válida.';
    serveBrand(brandProfile(), { 'POST /v1/profiles/attachment': refusal(400, 'IMAGE_INVALID', message, 'logo') });
    const { user } = renderBrand(brandProfile({ logo: LOGO_URL }));
    await user.upload(screen.getByLabelText('Logo'), fakeFile('logo.gif', 2048, 'image/gif'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByAltText('Logo actual')).toHaveAttribute('src', LOGO_URL));
    expect(sessionStore.get(profileAtom)?.logo).toBe(LOGO_URL);
    expect(screen.queryByText('Logo actualizado')).not.toBeInTheDocument();
  });

  it('a file the field refuses (over 10 MB) is not sent', async () => {
    const calls = serveBrand(brandProfile());
    const { user } = renderBrand(brandProfile());
    await user.upload(screen.getByLabelText('Logo'), fakeFile('logo.png', 20 * 1024 * 1024));
    expect(await screen.findByText(rules.IMAGE_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('one message at a time: a refused pick replaces the server message', async () => {
    const message = 'El archivo no es una imagen válida.';
    serveBrand(brandProfile(), { 'POST /v1/profiles/attachment': refusal(400, 'IMAGE_INVALID', message, 'logo') });
    const { user } = renderBrand(brandProfile());
    await user.upload(screen.getByLabelText('Logo'), fakeFile('logo.gif', 2048, 'image/gif'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), fakeFile('logo.png', 20 * 1024 * 1024));
    expect(await screen.findByText(rules.IMAGE_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
