/**
 * Lighthouse as the benches run it: one headless Chromium, and the mobile preset with its CPU
 * slowdown set. `npm run bench` measures with these and `npm run bench:tbt` explains what it
 * measured, so both take them from here.
 */
import {chromiumArgs, chromiumPath} from './browser';

/** Headless Chromium (the host's, offline by construction) for Lighthouse to drive. */
export async function launchChromium() {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({
    chromePath: chromiumPath() ?? undefined,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
}

/** Lighthouse's mobile preset, its network throttling as the preset's, its CPU slowed this much. */
export async function mobileConfig(cpuSlowdownMultiplier: number) {
  const constants = await import('lighthouse/core/config/constants.js');
  return {
    extends: 'lighthouse:default' as const,
    settings: {throttling: {...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier}},
  };
}
