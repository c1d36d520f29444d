import { expect, expectNoAxeViolations, signUpNewUser, test, type Lang } from './support/test';
import { fill, GIF, PNG, press, strings } from './profiles.data';

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = strings(lang);

  test(`A user uploads, replaces and removes a profile photo, and oversize or non-image files are refused (${lang})`, async ({ page }) => {
    const user = await signUpNewUser(page, 'coach', lang);
    await page.goto('/profile');
    await expect(page.getByText(s.pr.photo.none)).toBeVisible();
    const input = page.locator('#profile-photo');
    const avatar = page.getByRole('img', { name: fill(s.pr.photo.alt, { name: `${user.firstName} ${user.lastName}` }) });

    // Refused in the browser with the spec's words, nothing uploaded.
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(page.getByText(s.pr.errors.tooLarge)).toBeVisible();
    await input.setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
    await expect(page.getByText(s.pr.errors.notImage)).toBeVisible();
    await expect(avatar).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Upload: stored at {userId}/profile.png, served publicly as an image.
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(s.pr.photo.uploaded)).toBeVisible();
    await expect(avatar).toBeVisible();
    const pngUrl = (await avatar.getAttribute('src'))!;
    expect(pngUrl).toMatch(/\/storage\/v1\/object\/public\/profile-pictures\/[0-9a-f-]{36}\/profile\.png\?v=\d+$/);
    const png = await page.request.get(pngUrl);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await png.body()).equals(PNG)).toBe(true);

    // Replace with another format: the old file is removed.
    await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(avatar).toHaveAttribute('src', /\/profile\.gif\?v=\d+$/);
    const gifUrl = (await avatar.getAttribute('src'))!;
    expect((await page.request.get(gifUrl)).headers()['content-type']).toBe('image/gif');
    expect((await page.request.get(pngUrl)).ok()).toBe(false);
    await expectNoAxeViolations(page);

    // Remove: the file and the URL are gone; focus returns to the file input.
    await press(page.getByRole('button', { name: s.pr.photo.remove }));
    await expect(page.getByText(s.pr.photo.removed)).toBeVisible();
    await expect(avatar).toHaveCount(0);
    await expect(input).toBeFocused();
    expect((await page.request.get(gifUrl)).ok()).toBe(false);
    await page.reload();
    await expect(page.getByText(s.pr.photo.none)).toBeVisible();
  });
}
