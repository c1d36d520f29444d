import { expect, expectNoAxeViolations, serviceClient, signUpNewUser, test, type Lang } from './support/test';
import { fill, press, strings } from './profiles.data';
import { browserImage, GIF, GPS, hasExifMarker, readExifGps, withExifGps } from './photo-files.data';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const isPng = (b: Buffer) => b.subarray(0, 8).equals(PNG_SIGNATURE);
const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

for (const lang of ['en', 'fr'] as Lang[]) {
  const s = strings(lang);
  const uploaded = `${s.pr.photo.uploaded} ${s.pr.photo.metadataRemoved}`;

  test(`A user uploads, replaces and removes a profile photo, and oversize or non-image files are refused (${lang})`, async ({
    page,
  }) => {
    const user = await signUpNewUser(page, 'coach', lang);
    await page.goto('/profile');
    await expect(page.getByText(s.pr.photo.none)).toBeVisible();
    const input = page.locator('#profile-photo');
    const avatar = page.getByRole('img', {
      name: fill(s.pr.photo.alt, { name: `${user.firstName} ${user.lastName}` }),
    });
    // Before choosing a file, the hint says the location will not be kept.
    await expect(input).toHaveAccessibleDescription(s.pr.photo.hint);

    // Refused in the browser with the spec's words, nothing uploaded.
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(page.getByText(s.pr.errors.tooLarge)).toBeVisible();
    await input.setInputFiles({ name: 'form.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
    await expect(page.getByText(s.pr.errors.notImage)).toBeVisible();
    await expect(avatar).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Upload: a re-encoded PNG stored at {userId}/profile.png, served publicly as an image, never sniffed.
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await browserImage(page, 'image/png') });
    await expect(page.getByRole('status').filter({ hasText: uploaded })).toBeVisible();
    await expect(avatar).toBeVisible();
    await expect(input).toBeFocused();
    const pngUrl = (await avatar.getAttribute('src'))!;
    expect(pngUrl).toMatch(/\/storage\/v1\/object\/public\/profile-pictures\/[0-9a-f-]{36}\/profile\.png\?v=\d+$/);
    const png = await page.request.get(pngUrl);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(png.headers()['x-content-type-options']).toBe('nosniff');
    expect(isPng(Buffer.from(await png.body()))).toBe(true);

    // Replace with a JPEG: stored as profile.jpg, and the old PNG is removed.
    await input.setInputFiles({
      name: 'me.jpeg',
      mimeType: 'image/jpeg',
      buffer: await browserImage(page, 'image/jpeg'),
    });
    await expect(avatar).toHaveAttribute('src', /\/profile\.jpg\?v=\d+$/);
    const jpgUrl = (await avatar.getAttribute('src'))!;
    expect((await page.request.get(jpgUrl)).headers()['content-type']).toBe('image/jpeg');
    expect((await page.request.get(pngUrl)).ok()).toBe(false);

    // Replace with a GIF: the copy is a PNG, and its name follows the real type, not the file's.
    await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(avatar).toHaveAttribute('src', /\/profile\.png\?v=\d+$/);
    const gifCopyUrl = (await avatar.getAttribute('src'))!;
    const gifCopy = await page.request.get(gifCopyUrl);
    expect(gifCopy.headers()['content-type']).toBe('image/png');
    expect(isPng(Buffer.from(await gifCopy.body()))).toBe(true);
    expect((await page.request.get(jpgUrl)).ok()).toBe(false);
    await expectNoAxeViolations(page);

    // Remove: the file and the URL are gone; focus returns to the file input.
    await press(page.getByRole('button', { name: s.pr.photo.remove }));
    await expect(page.getByText(s.pr.photo.removed)).toBeVisible();
    await expect(avatar).toHaveCount(0);
    await expect(input).toBeFocused();
    expect((await page.request.get(gifCopyUrl)).ok()).toBe(false);
    await page.reload();
    await expect(page.getByText(s.pr.photo.none)).toBeVisible();
  });

  test(`A photo's GPS location is removed before upload, and a web page renamed .png is refused (${lang})`, async ({
    page,
  }) => {
    const user = await signUpNewUser(page, 'volunteer', lang);
    await page.goto('/profile');
    const input = page.locator('#profile-photo');
    const avatar = page.getByRole('img', {
      name: fill(s.pr.photo.alt, { name: `${user.firstName} ${user.lastName}` }),
    });
    const { data: me } = await serviceClient().from('user_profiles').select('id').eq('email', user.email).single();
    // Checking stored data only (the service client bypasses RLS).
    const stored = async () =>
      (await serviceClient().storage.from('profile-pictures').list(me!.id)).data!.map((o) => o.name);

    // HTML claiming to be a PNG does not decode as an image: refused, announced, nothing stored.
    const html = Buffer.from('<!doctype html><title>x</title><script>alert(document.cookie)</script>');
    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: html });
    await expect(page.getByRole('alert').filter({ hasText: s.pr.errors.notDecodable })).toBeVisible();
    await expect(input).toBeFocused();
    await expect(avatar).toHaveCount(0);
    expect(await stored()).toEqual([]);
    await expectNoAxeViolations(page);

    // A JPEG with the camera's make and a GPS position in its EXIF data (checked readable first).
    const original = withExifGps(await browserImage(page, 'image/jpeg'));
    expect(readExifGps(original)).toMatchObject({
      latitude: expect.closeTo(GPS.latitude, 3),
      longitude: expect.closeTo(GPS.longitude, 3),
    });
    expect(hasExifMarker(original)).toBe(true);
    await input.setInputFiles({ name: 'holiday.JPEG', mimeType: 'image/jpeg', buffer: original });
    await expect(page.getByRole('status').filter({ hasText: s.pr.photo.metadataRemoved })).toBeVisible();
    await expect(avatar).toBeVisible();

    // What is stored, fetched as anyone would: a JPEG without EXIF, so without the location.
    const url = (await avatar.getAttribute('src'))!;
    expect(url).toMatch(/\/profile\.jpg\?v=\d+$/);
    const res = await page.request.get(url);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    const bytes = Buffer.from(await res.body());
    expect(isJpeg(bytes)).toBe(true);
    expect(readExifGps(bytes)).toBeNull();
    expect(hasExifMarker(bytes)).toBe(false);
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    expect(await stored()).toEqual(['profile.jpg']);
  });
}
