// End to end in a real browser: Debian's Chromium driven by playwright-core against the embedded app.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { EVAL_DIR } from '@specwise/shared/server/testing';
import { boot } from '../services/gateway/test/helpers.js';
import { ARTIFACTS, browserPresent as present, CHROMIUM, launchBrowser } from './browser.js';

describe.skipIf(!present)(`the web UI in headless Chromium${present ? '' : ` (skipped: no browser at ${CHROMIUM})`}`, () => {
  let app: Awaited<ReturnType<typeof boot>>;
  let browser: Browser;
  let page: Page;
  const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await boot();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.cleanup();
  });

  it('uploads the Petstore, watches it finish, asks, opens the source, deletes the spec', async () => {
    await page.goto(app.url);
    await expect(page.getByRole('heading', { name: 'Specwise' }).isVisible()).resolves.toBe(true);
    await page.getByTestId('file-input').setInputFiles(join(EVAL_DIR, 'specs', 'petstore_openapi.yaml'));
    const job = page.getByTestId('job').first();
    await job.and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    expect(await job.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await job.textContent()).toContain('19 endpoints indexed.');
    await page.getByTestId('spec').first().waitFor();
    expect(await page.getByTestId('spec').first().textContent()).toContain('Swagger Petstore - OpenAPI 3.0');
    await shot('1-ingested');

    await page.getByLabel('Question').fill('how do I add a new pet?');
    await page.getByLabel('Question').press('Enter');
    const result = page.getByTestId('result').first();
    await result.getByTestId('confidence-ring').waitFor({ timeout: 30_000 });
    const chip = result.getByTestId('source-chip').first();
    expect(await chip.textContent()).toBe('POST /pet');
    expect(await result.locator('pre code').first().textContent()).toContain('curl -X POST');
    await shot('2-answer');

    await chip.click();
    const dialog = page.getByRole('dialog', { name: 'POST /pet' });
    await dialog.getByTestId('chunk-text').waitFor();
    expect(await dialog.getByTestId('chunk-text').textContent()).toContain('- photoUrls (array<string>, required)');
    await shot('3-endpoint');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Question').fill('how do I bake a chocolate cake?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.getByTestId('not-covered').first().waitFor({ timeout: 30_000 });

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete Swagger Petstore - OpenAPI 3.0 (swagger_petstore_openapi_3_0)' }).click();
    await page.getByText('No spec yet. Add one above.').waitFor();
    const specs = (await (await fetch(`${app.url}/specifications`)).json()) as { specifications: unknown[] };
    expect(specs.specifications).toEqual([]);
    await shot('4-deleted');
  });

  it('shows API errors as a readable banner and works at 375 px in the dark theme', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // A file that is not valid JSON is read by the ingest, off the request thread: its job fails with the reason.
    await page.getByTestId('file-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"openapi": "3.0.0", "paths": {') });
    const failed = page.locator('[data-testid="job"][data-state="failed"]');
    await failed.waitFor({ timeout: 60_000 });
    expect(await failed.locator('.job-error').textContent()).toMatch(/broken\.json is not valid JSON/);
    // A request the API refuses at once shows as a banner.
    await page.getByTestId('file-input').setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('not a spec') });
    const banner = page.getByTestId('error-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/cat\.png \(image\/png\) is not a JSON or YAML file/);
    await shot('5-mobile-dark-error');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
