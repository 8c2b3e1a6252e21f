import { callApi, createAgent, uniqueEmail } from '../support/accounts';
import { DESKTOP, MOBILE, openVisit, screenshot } from '../support/browser';
import { editorMenu } from '../support/editor';
import { at, expect, onScreen, shown, test } from '../support/fixtures';
import { pick } from '../support/forms';

test.describe('working together on a listing (issue 11)', () => {
  for (const size of [MOBILE, DESKTOP]) {
    test(`the owner invites by link, a new agent signs up through it, edits within scope and is refused outside it, the owner revokes, at ${size.width}x${size.height}`, async ({ page, browser, context, server, url }) => {
      await page.setViewportSize(size);
      const { token: ownerToken } = await createAgent(server.baseUrl, 'Daniela', uniqueEmail(`owner${size.width}`), 'Secreto1');
      const draft = await callApi(server.baseUrl, 'POST', '/property-drafts', { token: ownerToken });
      expect(draft.status).toBe(201);
      const draftId = (draft.body.data as { propertyDraftId: string }).propertyDraftId;
      await context.addCookies([{ name: 'auth.accessToken', value: ownerToken, url: server.baseUrl }]);

      // The owner opens the dialog from the draft card and makes a link for 'Detalles' only.
      await page.goto(url('/properties/drafts'));
      await shown(page.getByRole('link', { name: /^Invitar agentes a/ })).click();
      await expect(page).toHaveURL(at(`/properties/drafts/${draftId}/invite`));
      const dialog = shown(page.getByRole('dialog', { name: 'Invitar agentes' }));
      await expect(dialog).toBeVisible();
      for (const scope of ['Ubicación', 'Multimedia', 'Redes sociales']) await dialog.getByRole('checkbox', { name: scope }).uncheck();
      await expect(dialog.getByRole('checkbox', { name: 'Detalles' })).toBeDisabled();
      await screenshot(page, `collaboration-invite-${size.width}`);
      await dialog.getByRole('button', { name: 'Crear enlace de invitación' }).click();
      const link = dialog.getByRole('textbox', { name: 'Enlace de invitación' });
      await expect(link).toHaveValue(/\/invitations\/.+/);
      const invitationUrl = await link.inputValue();
      expect(new URL(invitationUrl).origin).toBe(new URL(server.baseUrl).origin);
      await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(invitationUrl).slice(0, 20)}`));
      await screenshot(page, `collaboration-link-${size.width}`);

      // A person without an account opens the link: sign-in, then 'Regístrate', then the listing.
      const { context: guest, page: agent } = await openVisit(browser, server.baseUrl, size);
      await agent.goto(invitationUrl);
      await expect(agent).toHaveURL(at('/login', { continue_url: new URL(invitationUrl).pathname }));
      await shown(agent.getByRole('link', { name: 'Regístrate' })).click();
      await agent.getByLabel('Nombre', { exact: true }).fill('Ana');
      await agent.getByLabel('Correo electrónico', { exact: true }).fill(uniqueEmail(`guest${size.width}`));
      await agent.getByRole('button', { name: 'Continuar', exact: true }).click();
      await shown(agent.getByLabel('Contraseña', { exact: true })).fill('Secreto1');
      await agent.getByRole('button', { name: 'Crear mi cuenta' }).click();
      await expect(agent).toHaveURL(at(`/property-editor/${draftId}/create`), { timeout: 20_000 });
      await expect(shown(agent.getByRole('button', { name: /^Salir/ }))).toBeVisible();
      // Only the owner publishes: the invited agent's editor has no 'Publicar'.
      await expect(onScreen(agent.getByRole('button', { name: 'Publicar' }))).toHaveCount(0);

      // Within 'Detalles': the agent fills 'Propiedad' and saves.
      await pick(agent, 'Tipo de propiedad', 'Apartamento');
      await agent.getByLabel('Precio (USD)').fill('98000');
      await agent.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(shown(agent.getByText('Propiedad actualizada correctamente.'))).toBeVisible();
      const saved = await callApi(server.baseUrl, 'GET', `/property-drafts/${draftId}`, { token: ownerToken });
      expect(saved.body.data).toMatchObject({ price: 98000, propertyType: { name: 'Apartamento' } });

      // Outside it: 'Dirección' opens read-only, says why, and its fields take nothing.
      const nav = await editorMenu(agent);
      const address = nav.getByRole('button', { name: /^Dirección/ });
      await expect(address.getByLabel('Solo lectura')).toBeVisible();
      await expect(nav.getByRole('button', { name: /^Propiedad/ }).getByLabel('Solo lectura')).toHaveCount(0);
      await expect(nav.getByRole('button', { name: 'Invitar agentes' })).toHaveCount(0);
      await address.click();
      await expect(shown(agent.getByText('No tienes permiso para editar esta sección'))).toBeVisible();
      await expect(shown(agent.getByText('Tu invitación te permite editar: Detalles.'))).toBeVisible();
      await expect(shown(agent.getByRole('textbox', { name: 'Dirección', exact: true }))).toBeDisabled();
      await expect(shown(agent.getByRole('button', { name: /^Guardar dirección/ }))).toBeDisabled();
      await screenshot(agent, `collaboration-refused-${size.width}`);
      // Their draft list shows the shared listing with its owner's name, and no way to invite.
      await agent.goto(url('/properties/drafts'));
      await expect(shown(agent.getByText('Compartido por Daniela'))).toBeVisible();
      await expect(onScreen(agent.getByRole('link', { name: /^Invitar agentes a/ }))).toHaveCount(0);

      // The owner sees the new agent in 'Agentes añadidos' and removes them.
      await dialog.getByRole('tab', { name: 'Agentes añadidos' }).click();
      const ana = shown(dialog.getByRole('listitem', { name: 'Ana' }));
      await expect(ana).toContainText('Ver y editar propiedad: Detalles');
      await screenshot(page, `collaboration-added-${size.width}`);
      await ana.getByRole('button', { name: 'Quitar acceso' }).click();
      const confirm = shown(page.getByRole('dialog', { name: '¿Quitar el acceso de Ana?' }));
      await confirm.getByRole('button', { name: 'Quitar acceso' }).click();
      await expect(shown(page.getByText('Acceso retirado correctamente.'))).toBeVisible();
      await expect(onScreen(dialog.getByRole('listitem', { name: 'Ana' }))).toHaveCount(0);

      // The agent has lost access: the listing is no longer theirs to open.
      const agentToken = (await guest.cookies()).find((c) => c.name === 'auth.accessToken')?.value;
      expect(agentToken).toBeTruthy();
      expect((await callApi(server.baseUrl, 'GET', `/property-drafts/${draftId}`, { token: agentToken! })).status).toBe(404);
      await agent.goto(url(`/property-editor/${draftId}/create`));
      await expect(shown(agent.getByText('No hemos encontrado este borrador.'))).toBeVisible();
      await agent.goto(url('/properties/drafts'));
      await expect(shown(agent.getByText('No se han encontrado borradores en este momento'))).toBeVisible();
      await expect(onScreen(agent.getByText('Compartido por Daniela'))).toHaveCount(0);
      await guest.close();

      // The listing's timeline: the owner opens 'Actividad' in the editor and sees who changed what, newest first.
      await page.goto(url(`/property-editor/${draftId}/create`));
      await (await editorMenu(page)).getByRole('button', { name: 'Actividad' }).click();
      const activity = shown(page.getByRole('dialog', { name: 'Actividad de la propiedad' }));
      const entries = activity.getByRole('list', { name: 'Actividad de la propiedad' }).getByRole('listitem');
      await expect(entries.first()).toContainText('Daniela quitó el acceso a un agente');
      await expect(entries.filter({ hasText: 'Ana cambió los datos de la propiedad' })).toHaveCount(1);
      await expect(entries.last()).toContainText('Daniela invitó a un agente');
      await expect(entries.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      await screenshot(page, `collaboration-activity-${size.width}`);
    });
  }
});
