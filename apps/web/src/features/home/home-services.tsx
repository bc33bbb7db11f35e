import { Check } from "../../components/layout/icons";
import type { HomeContent } from "../../content/page-content";
import { usePageTexts } from "../../i18n/page-texts";
import { ServiceIcon } from "./service-icon";

/** Three service cards with their features (spec §2 Home). */
export function HomeServices({ services }: Pick<HomeContent, "services">) {
  const text = usePageTexts("home");
  return (
    <section aria-labelledby="home-services-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <h2
          id="home-services-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {text.servicesTitle}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{text.servicesLead}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ServiceIcon icon={service.icon} className="size-6" />
              </span>
              <h3 className="text-xl font-semibold text-slate-900">{service.title}</h3>{" "}
              <p className="mt-2 text-slate-700">{service.description}</p>
              <ul
                className="mt-4 space-y-2"
                aria-label={text.say("serviceIncludes", { service: service.title })}
              >
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-800">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
