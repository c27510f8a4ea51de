import { type ComponentType, useEffect, useState } from 'react';
import type { ToastMessage } from './toast-message';
import type * as ToastRegionModule from './toast-region';

/*
 * The app's toasts (spec §8), loaded on first use: the toast machinery is not part of a page's
 * first download, since most visits never show a toast. `AppToaster` mounts the toast region
 * once the first toast is asked for, then the toast is shown in it.
 */

type ToastRegion = typeof ToastRegionModule;

let region: Promise<ToastRegion> | undefined;
const mountListeners = new Set<(module: ToastRegion) => void>();

function loadRegion(): Promise<ToastRegion> {
  region ??= import('./toast-region').then((module) => {
    for (const listener of mountListeners) listener(module);
    return module;
  });
  return region;
}

/** A neutral toast, e.g. "Success!" after subscribing. */
export function showSuccessToast(message: ToastMessage): void {
  void loadRegion().then(({ showToast }) => showToast('success', message));
}

/** A destructive toast, e.g. "Booking Failed" with the server's message. */
export function showErrorToast(message: ToastMessage): void {
  void loadRegion().then(({ showToast }) => showToast('error', message));
}

/** Where toasts appear; renders nothing until the first toast loads the region. */
export function AppToaster() {
  const [Region, setRegion] = useState<ComponentType | undefined>();
  useEffect(() => {
    const listener = (module: ToastRegion) => setRegion(() => module.ToastRegion);
    mountListeners.add(listener);
    void region?.then(listener);
    return () => {
      mountListeners.delete(listener);
    };
  }, []);
  return Region ? <Region /> : null;
}
