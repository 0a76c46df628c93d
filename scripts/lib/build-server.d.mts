export function buildProductionServer(distDir: string, root?: string): Promise<void>
