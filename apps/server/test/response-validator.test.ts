import { describe, expect, it } from "vitest";
import { checkedResponses } from "./support/response-validator";
import { typedClient } from "./support/typed-client";

/** An app that answers every request with one fixed response, as a server that drifted from its document would. */
const answering = (status: number, body: unknown, type = "application/json") => ({
  request: () => new Response(JSON.stringify(body), { status, headers: { "content-type": type } }),
});

describe("the typed client's response validation (issue 37)", () => {
  it("passes an answer the document describes", async () => {
    const before = checkedResponses();
    const app = answering(200, {
      success: true,
      data: { status: "ok", database: "external", version: "test" },
    });
    const { response } = await typedClient(app, {}, { validate: true }).GET("/api/health");
    expect(response.status).toBe(200);
    const refused = answering(503, { success: false, message: "Down", code: "service_unavailable" });
    expect((await typedClient(refused, {}, { validate: true }).GET("/api/health")).response.status).toBe(503);
    expect(checkedResponses()).toBe(before + 2);
  });

  it("fails a call answered with a status the operation does not list", async () => {
    const app = answering(418, { success: false, message: "No", code: "teapot" });
    await expect(typedClient(app, {}, { validate: true }).GET("/api/health")).rejects.toThrow(
      /GET \/api\/health answered 418, which the document does not list/,
    );
  });

  it("fails a call whose body the status's schema refuses", async () => {
    const wrongData = answering(200, { success: true, data: { status: 5 } });
    await expect(typedClient(wrongData, {}, { validate: true }).GET("/api/health")).rejects.toThrow(
      /GET \/api\/health answered 200 with a body the document's schema refuses/,
    );
    const noEnvelope = answering(503, { error: "down" });
    await expect(typedClient(noEnvelope, {}, { validate: true }).GET("/api/health")).rejects.toThrow(
      /answered 503 with a body/,
    );
    const html = answering(200, "<p>ok</p>", "text/html");
    await expect(typedClient(html, {}, { validate: true }).GET("/api/health")).rejects.toThrow(
      /as text\/html/,
    );
  });
});
