export declare const E2E_ADMIN: { email: string; password: string; name: string };
export declare const E2E_SECURITY_ADMIN: { email: string; password: string; name: string };
export declare function createAdminArgs(account: { email: string; password: string; name: string }): string[];
