// Placeholder until the mock lands.
export async function startMockWorker(): Promise<void> {}
export function stopMockWorker(): void {}
