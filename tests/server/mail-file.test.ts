import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { resetPasswordMail } from "~/modules/accounts/mails/reset-password";
import { decodeQuotedPrintable } from "../setup/smtp-sink";
import { configureMailTransport, resetMailTransport } from "~/modules/mail/transport.server";
import { sendDueMail } from "~/modules/mail/worker.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { log } from "~/utils/log.server";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "shop-mail-"));
  configureMailTransport({ smtpUrl: null, dataDir });
});
afterAll(async () => {
  resetMailTransport();
  await rm(dataDir, { recursive: true, force: true });
});

describe("without SMTP_URL", () => {
  it("writes each mail as an .eml file under DATA_DIR/mail and logs its link", async () => {
    const info = vi.spyOn(log, "info");
    const url = "https://shop.example/auth/reset-password?token=0123456789abcdef0123456789abcdef&next=%2Faccount";
    const rendered = resetPasswordMail({ name: "Sana", url, settings: defaultShopSettings });
    const id = await queueMail(db(), { kind: "reset-password", to: "sana@shop.example", ...rendered });

    expect(await sendDueMail()).toEqual({ sent: 1, failed: 0, retried: 0, dropped: 0 });

    const files = await readdir(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${id}\\.eml$`));
    const eml = await readFile(path.join(dataDir, "mail", files[0]!), "utf8");
    expect(eml).toContain(`Subject: ${rendered.subject}`);
    expect(eml).toContain("To: sana@shop.example");
    expect(decodeQuotedPrintable(eml)).toContain(url);

    const [row] = await db().select().from(mailOutbox);
    expect(row).toMatchObject({ id, status: "sent", attempts: 1 });

    const line = info.mock.calls.find(([message]) => message.includes(rendered.subject));
    expect(line?.[0]).toContain("sana@shop.example");
    expect(line?.[1]).toEqual({ links: [url] });
    info.mockRestore();
  });
});
