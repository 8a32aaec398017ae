import { Entity, type EntityConfiguration } from "electrodb";

/**
 * Company accounts (issue 31 item 5): a buyer company identified by its NIP, its people, the
 * invitations to it, what happened on it, the orders its members placed and the orders waiting
 * for the owner's approval. Not the seller's own data (entities/company.ts).
 */
const service = "printshop";

/** The company, keyed by its NIP (10 digits): `create` fails when the NIP has one already. */
export const buyerCompanyEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "buyerCompany", version: "1", service },
      attributes: {
        companyId: { type: "string", required: true },
        name: { type: "string", required: true },
        ownerId: { type: "string", required: true },
        ownerEmail: { type: "string", required: true },
        /** Net PLN above which a buyer's order waits for the owner (decimal string); unset: none. */
        threshold: { type: "string" },
        /** Invitations not yet accepted or revoked (the limit is a condition on it). */
        pendingInvites: { type: "number", required: true, default: 0 },
        /** The owner's language when the company was made (the e-mails to the owner use it). */
        locale: { type: "string", required: true, default: "pl" },
        createdAt: { type: "number", required: true },
        version: { type: "number", required: true, default: 1 },
      },
      indexes: {
        byId: {
          pk: { field: "pk", composite: ["companyId"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );

/**
 * A person's membership, keyed by the person (one company per person: `create` fails when they
 * have one); gsi1 lists a company's people.
 */
export const companyMemberEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "companyMember", version: "1", service },
      attributes: {
        userId: { type: "string", required: true },
        companyId: { type: "string", required: true },
        email: { type: "string", required: true },
        role: { type: ["owner", "buyer"] as const, required: true },
        joinedAt: { type: "number", required: true },
      },
      indexes: {
        byUser: { pk: { field: "pk", composite: ["userId"] }, sk: { field: "sk", composite: [] } },
        byCompany: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["companyId"] },
          sk: { field: "gsi1sk", composite: ["joinedAt", "userId"] },
        },
      },
    },
    config,
  );

/** An invitation: only the token's SHA-256 is stored (gsi1 finds it); deleted when used or revoked. */
export const companyInviteEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "companyInvite", version: "1", service },
      attributes: {
        companyId: { type: "string", required: true },
        inviteId: { type: "string", required: true },
        email: { type: "string", required: true },
        tokenHash: { type: "string", required: true },
        invitedBy: { type: "string", required: true },
        createdAt: { type: "number", required: true },
        /** Epoch ms after which the link opens nothing (checked in code; not the table's TTL). */
        validUntil: { type: "number", required: true },
      },
      indexes: {
        byCompany: {
          pk: { field: "pk", composite: ["companyId"] },
          sk: { field: "sk", composite: ["inviteId"] },
        },
        byToken: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["tokenHash"] },
          sk: { field: "gsi1sk", composite: [] },
        },
      },
    },
    config,
  );

/** What happened on a company (who, when, to whom), by time. */
export const companyEventEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "companyEvent", version: "1", service },
      attributes: {
        companyId: { type: "string", required: true },
        at: { type: "number", required: true },
        eventId: { type: "string", required: true },
        action: { type: "string", required: true },
        actorId: { type: "string", required: true },
        actorEmail: { type: "string", required: true },
        /** Whom or what it concerns (an e-mail, an order number, a threshold). */
        subject: { type: "string" },
      },
      indexes: {
        byCompany: {
          pk: { field: "pk", composite: ["companyId"] },
          sk: { field: "sk", composite: ["at", "eventId"] },
        },
      },
    },
    config,
  );

/** An order a member placed while a member (written in the order's own transaction), by time. */
export const companyOrderEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "companyOrder", version: "1", service },
      attributes: {
        companyId: { type: "string", required: true },
        createdAt: { type: "number", required: true },
        orderId: { type: "string", required: true },
        placedBy: { type: "string", required: true },
        placedByEmail: { type: "string", required: true },
      },
      indexes: {
        byCompany: {
          pk: { field: "pk", composite: ["companyId"] },
          sk: { field: "sk", composite: ["createdAt", "orderId"] },
        },
      },
    },
    config,
  );

/**
 * A buyer's order above the company's threshold, not placed: the cart it is placed from (and its
 * version then), the checkout's input, the amounts as priced when asked, and the owner's answer.
 */
export const orderApprovalEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "orderApproval", version: "1", service },
      attributes: {
        companyId: { type: "string", required: true },
        approvalId: { type: "string", required: true },
        buyerId: { type: "string", required: true },
        buyerEmail: { type: "string", required: true },
        cartId: { type: "string", required: true },
        cartVersion: { type: "number", required: true },
        /** The checkout's input (PlaceInput, JSON) the order is placed with once approved. */
        input: { type: "string", required: true },
        locale: { type: "string", required: true },
        currency: { type: "string", required: true },
        /** PLN decimal strings as priced when the buyer asked (the approval prices again). */
        net: { type: "string", required: true },
        gross: { type: "string", required: true },
        lines: { type: "list", items: { type: "string" } },
        status: { type: ["pending", "approved", "rejected"] as const, required: true },
        comment: { type: "string" },
        decidedBy: { type: "string" },
        decidedAt: { type: "number" },
        orderId: { type: "string" },
        orderNumber: { type: "string" },
        createdAt: { type: "number", required: true },
      },
      indexes: {
        byCompany: {
          pk: { field: "pk", composite: ["companyId"] },
          sk: { field: "sk", composite: ["approvalId"] },
        },
      },
    },
    config,
  );
