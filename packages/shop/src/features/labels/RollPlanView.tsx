import { useTranslation } from "@printshop/ui";
import { formatNumber } from "@printshop/core/format";
import { rollAdvice } from "@printshop/core/labels/form";
import type { RollPlan } from "@printshop/core/pricing/index";
import "./texts";

const MIN_PER_ROLL = 500;

/** The advisory roll plan beside the prices: lanes, rolls, labels per roll, diameter, and a split when too big. */
export function RollPlanView({ plan, machine }: { plan: RollPlan | null; machine: boolean }) {
  const { t, i18n } = useTranslation("labels");
  if (!plan) return null;
  const advice = rollAdvice(plan);
  const n = (x: number) => formatNumber(x, i18n.language);
  const final = advice.kind === "split" ? advice.proposal : plan;
  return (
    <section className="roll-plan" aria-labelledby="roll-plan-title" data-testid="roll-plan">
      <h3 id="roll-plan-title">{t("roll.title")}</h3>
      <p className="hint">{machine ? t("roll.perLane") : t("roll.collective")}</p>
      <dl>
        <dt>{t("roll.lanes")}</dt>
        <dd data-testid="roll-lanes">{n(plan.lanes)}</dd>
        <dt>{t("roll.rolls")}</dt>
        <dd data-testid="roll-rolls">{n(plan.rolls)}</dd>
        <dt>{t("roll.perRoll")}</dt>
        <dd data-testid="roll-per-roll">{n(plan.labelsPerRoll)}</dd>
        <dt>{t("roll.diameter")}</dt>
        <dd data-testid="roll-diameter">{n(Math.round(plan.diameterMm))} mm</dd>
      </dl>
      {advice.kind === "split" ? (
        <div className="roll-warning" role="status" data-testid="roll-warning">
          <p>
            {t(machine ? "roll.tooBig" : "roll.tooBigManual", {
              diameter: n(Math.round(plan.diameterMm)),
              max: n(plan.maxDiameterMm),
            })}
          </p>
          <p>
            {t("roll.proposal", {
              count: advice.proposal.rolls,
              rolls: n(advice.proposal.rolls),
              perRoll: n(advice.proposal.labelsPerRoll),
              diameter: n(Math.round(advice.proposal.diameterMm)),
            })}
          </p>
        </div>
      ) : null}
      {final.labelsPerRoll < MIN_PER_ROLL && final.rolls > 1 ? (
        <p className="hint">{t(machine ? "roll.fewPerRoll" : "roll.fewPerRollManual")}</p>
      ) : null}
    </section>
  );
}
