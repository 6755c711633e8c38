/** A block of the long read's body: a paragraph, a bullet or numbered list, a sub-heading or a quote. */
export type LongReadBlock = { paragraph: string } | { bullets: string[] } | { steps: string[] } | { subheading: string } | { quote: string }

export interface LongReadSection {
  heading: string
  blocks: LongReadBlock[]
}

/** The English long read (about 2,500 words): a shipper's guide to road freight across Europe. */
export const longRead = {
  slug: 'moving-freight-across-europe-a-shippers-long-guide',
  title: "Moving freight across Europe: a shipper's long guide",
  teaser: 'Modes, prices, paperwork, rules, peaks and emissions: everything we wish every new shipper knew before booking a first European load.',
  intro: [
    'Every week we talk to companies that are about to move goods across a European border for the first time, or that have done it for years and want to do it better. The questions are remarkably similar. Which mode should we use? Why did the price change between Monday and Thursday? What does the driver need to carry? What happens when the truck is stuck at a border or the warehouse is full? This guide collects the answers we give most often, in the order in which shippers usually run into the questions.',
    'It is long on purpose. Freight is a business of details, and most of the expensive surprises we see come from a detail nobody mentioned at the start: a loading window that was too short, a customs document that was missing, a pallet that was ten centimetres too tall. Read it from top to bottom once, then keep it as a checklist for the next tender.',
  ],
  sections: [
    {
      heading: 'Start with the shipment, not the truck',
      blocks: [
        {
          paragraph:
            'Before you ask anyone for a price, describe the shipment as precisely as you can. Carriers price risk, and an incomplete description is a risk. The more they have to guess, the more margin they add, and the more likely it is that the truck which arrives is not the truck you needed.',
        },
        { paragraph: 'A good shipment description answers the same handful of questions every time:' },
        {
          bullets: [
            'What is it, and is any of it dangerous goods under ADR, temperature-controlled or of unusually high value?',
            'How many pallets or packages, with their dimensions, weight and whether they can be stacked?',
            'Where exactly is it collected and delivered, with full addresses, opening hours and any access restrictions?',
            'When is it ready, and by when must it arrive? Is the delivery date a wish or a penalty in a contract?',
            'How is it loaded and unloaded: from a dock, by forklift from the side, or with a tail lift at a shop door?',
            'Which documents travel with the goods, and who prepares them?',
          ],
        },
        {
          paragraph:
            'Write these answers once, as a template, and reuse them. The same template becomes the basis of your tenders, your booking confirmations and your claims if something goes wrong. Shippers who do this consistently get faster quotes and fewer disputes, because both sides are reading the same facts.',
        },
      ],
    },
    {
      heading: 'Choosing the mode: road, rail, short sea or a combination',
      blocks: [
        {
          paragraph:
            'Road freight carries roughly three quarters of the goods moved over land in the European Union, and for good reason: a truck goes from door to door, leaves when you are ready and rarely needs a second handling. For distances up to about 800 kilometres, and for anything urgent, road is usually the right answer.',
        },
        {
          paragraph:
            'Beyond that distance the picture changes. Rail and short sea shipping cost less per tonne-kilometre and emit a fraction of the carbon, but they run to timetables, need a truck at each end and add a day or two of transit. Intermodal transport combines them: a truck brings the container or swap body to a terminal, a train or ship carries it over the long leg, and another truck delivers it.',
        },
        { subheading: 'When intermodal pays off' },
        {
          bullets: [
            'The lane is longer than 600 to 800 kilometres and has a regular terminal connection, for example between the North Sea ports and northern Italy.',
            'The volume is steady enough to plan a few days ahead rather than booking on the day.',
            'The goods tolerate an extra handling and a slightly longer, but often more predictable, transit time.',
            'Your customers, or your own targets, ask for lower emissions per shipment.',
          ],
        },
        {
          paragraph:
            'A useful habit is to review your ten busiest lanes once a year and ask, for each, whether it still belongs on the road. Markets move: new rail services open, terminals expand, and a lane that was too small for intermodal three years ago may now be a natural fit.',
        },
      ],
    },
    {
      heading: 'Full truckload, part load and groupage',
      blocks: [
        {
          paragraph:
            'A full truckload (FTL) books the whole vehicle, usually a 13.6-metre trailer with space for 33 euro pallets and a payload of about 24 tonnes. You pay for the truck whether you fill it or not, and in return the goods travel directly, without being reloaded, which is faster and gentler.',
        },
        {
          paragraph:
            'A less-than-truckload (LTL) or part load shares the vehicle with other shippers. Groupage goes one step further: your pallets travel through a network of hubs, where they are sorted and combined with other consignments. Both cost less for small shipments, but every extra stop and every transfer adds time and a small risk of damage or delay.',
        },
        {
          paragraph:
            'The break-even point depends on the lane, but as a rule of thumb, from about 12 to 15 pallets a dedicated truck often costs little more than part load, and from 20 pallets it is almost always the better choice. Ask for both prices when you are near the boundary; carriers with empty space on a return trip sometimes offer a full truck for the price of a part load.',
        },
        {
          paragraph:
            'Whichever you choose, state the loading metres rather than only the pallet count. Part-load and groupage networks price by the space a consignment blocks, not by what it weighs, and a single pallet that cannot be stacked can take the floor space of two. Measure the real height of your loaded pallets once, write it into your shipment template and you will avoid most of the corrections that appear on invoices weeks later.',
        },
      ],
    },
    {
      heading: 'How freight prices are made',
      blocks: [
        {
          paragraph:
            'A freight price looks like a single number, but it is built from several parts that move at different speeds. Understanding them makes it much easier to judge whether a quote is fair and to explain a change to your finance team.',
        },
        {
          bullets: [
            'The base rate covers the driver, the vehicle and the carrier’s overheads for the distance and the time the trip takes.',
            'The fuel surcharge follows the price of diesel, usually through a published index that is reviewed monthly.',
            'Tolls are charged per kilometre on most European motorways and increasingly depend on the vehicle’s CO₂ class.',
            'Accessorial charges cover extras: waiting time beyond the free period, tail lifts, additional stops, weekend delivery.',
            'The market premium is the part nobody writes down: what the carrier can ask because trucks are scarce or plentiful this week.',
          ],
        },
        {
          paragraph:
            'Spot rates are agreed per shipment and reflect today’s balance of trucks and loads. Contract rates are agreed for months at a time and trade some of that flexibility for stability. Most shippers use both: contracts for the predictable core of their volume, and the spot market for peaks, exceptions and new lanes they are still learning about.',
        },
        {
          quote:
            'A contract rate is a promise in both directions. The carrier promises capacity; you promise volume. If either side stops keeping the promise, the rate is worth nothing.',
        },
        {
          paragraph:
            'When you compare quotes, compare them on the same basis. A low base rate with a generous fuel surcharge formula can end up more expensive than a higher all-in price, and a quote that excludes tolls is not cheaper, only incomplete.',
        },
      ],
    },
    {
      heading: 'Paperwork that travels with the goods',
      blocks: [
        {
          paragraph:
            'Inside the European Union, goods move freely, but they still need paperwork. The consignment note, known as the CMR after the convention that governs international road transport, records who sends what to whom and is the basis of the carrier’s liability. It is increasingly issued electronically as an e-CMR, which saves printing and scanning and gives everyone the signed proof of delivery within minutes instead of weeks.',
        },
        { paragraph: 'For a shipment that leaves or enters the customs territory of the Union, prepare in this order:' },
        {
          steps: [
            'Check that both parties have an EORI number, the identifier every customs declaration requires.',
            'Classify the goods with the correct commodity code; it decides duties, restrictions and the documents you need.',
            'Agree the Incoterms rule, so that it is clear who declares the goods for export and import and who pays the duties.',
            'Prepare the commercial invoice and packing list, with values and weights that match each other exactly.',
            'Arrange the export declaration and, where the goods travel under customs supervision, a transit document such as the T1.',
            'Send copies to the carrier before collection, so that the driver is not waiting at the border for a document that is still in someone’s inbox.',
          ],
        },
        {
          paragraph:
            'Most delays at borders are not caused by customs officers but by documents that do not agree with each other or with the goods on the truck. A single wrong digit in a commodity code can hold a vehicle for a day. If you ship across the same border often, a customs broker who knows your products is one of the best investments you can make.',
        },
      ],
    },
    {
      heading: 'The rules your carrier works under',
      blocks: [
        {
          paragraph:
            'Road transport in Europe is one of the most regulated industries you will deal with, and the rules shape what a carrier can offer you. Drivers may drive at most nine hours a day, extendable to ten twice a week, and must take a break of 45 minutes after four and a half hours. Their working week and their rest periods are recorded by a digital tachograph and checked at the roadside.',
        },
        {
          paragraph:
            'The EU Mobility Package added further obligations: drivers must return home regularly, may not spend their regular weekly rest in the cab, and are paid according to the rules of the country where they work when they carry out cabotage or cross-trade operations. Vehicles must return to their country of establishment every eight weeks, and cabotage is limited to three operations within seven days, followed by a cooling-off period.',
        },
        {
          paragraph:
            'For a shipper, the practical consequence is that a delivery which looks simple on a map may not be possible in one shift. A 700-kilometre trip with a long loading time can exceed a driver’s daily limit. Plan realistic loading windows, keep waiting times short, and you will be the customer carriers want to serve first.',
        },
        { subheading: 'Tolls and low-emission zones' },
        {
          paragraph:
            'Since the revised Eurovignette directive, more and more countries vary their truck tolls by the vehicle’s CO₂ emissions class. Germany added a carbon component to its toll in 2023, and others are following. At the same time, cities introduce low-emission and zero-emission zones for deliveries. Both trends reward cleaner vehicles, and both will appear on your invoices sooner or later.',
        },
      ],
    },
    {
      heading: 'Planning for peaks and disruptions',
      blocks: [
        {
          paragraph:
            'Capacity in road freight is elastic only up to a point. Before Christmas, at the end of each quarter and around long public holidays, demand rises quickly while the number of trucks and drivers stays the same. Prices follow, and so do rejected bookings. The shippers who come through peaks best are not the ones who pay the most, but the ones who warned their carriers earliest.',
        },
        {
          bullets: [
            'Share a forecast, even a rough one, six to eight weeks before a known peak.',
            'Move what can be moved early: replenishment stock, promotional material, non-urgent returns.',
            'Agree in advance which shipments have priority if capacity runs short.',
            'Keep a second carrier on important lanes, and give them enough regular volume to stay interested.',
          ],
        },
        {
          paragraph:
            'Disruptions are harder to plan for, but not impossible. Strikes, closed mountain passes, floods and border checks have all interrupted European freight in recent years. Map your critical lanes, note the alternative routes and modes for each, and decide now who is allowed to approve the extra cost of a detour. When the disruption comes, the decision will then take minutes instead of days.',
        },
      ],
    },
    {
      heading: 'Measuring and reducing emissions',
      blocks: [
        {
          paragraph:
            'Transport is often the largest part of a company’s scope 3 emissions, and customers, investors and regulators increasingly ask for numbers. The good news is that freight emissions can be calculated consistently. The GLEC Framework and the ISO 14083 standard describe how to turn distance, weight, vehicle type and fuel into kilograms of CO₂ equivalent, and most serious carriers can now report them per shipment.',
        },
        {
          paragraph:
            'Start by measuring, because you cannot reduce what you do not know. Then work through the options in order of cost. Fuller trucks are the cheapest improvement: raising the load factor from 60 to 75 per cent cuts emissions per tonne by a fifth without changing a single vehicle. Fewer empty runs, better route planning and moving long lanes to rail follow. Renewable diesel such as HVO reduces well-to-wheel emissions by up to 90 per cent with the existing fleet, at a premium on the fuel price.',
        },
        {
          paragraph:
            'Electric trucks are now a practical choice for regional distribution, where routes are predictable and vehicles return to a depot every night. For long-haul transport, charging infrastructure along the main corridors is growing, but still limits range and flexibility. Ask your carriers about their plans, and consider committing volume to lanes where they are ready to deploy zero-emission vehicles: a guaranteed customer is often what makes the investment possible.',
        },
      ],
    },
    {
      heading: 'Working well with carriers',
      blocks: [
        {
          paragraph:
            'Most of the European road freight market consists of small companies: nine in ten carriers run fewer than ten trucks. That makes the market flexible and competitive, but it also means that your carrier’s owner may be driving one of the trucks and doing the invoicing in the evening. Treat carriers as partners, and the relationship pays back in reliability.',
        },
        {
          bullets: [
            'Onboard carriers properly: check their licence, insurance and references once, and keep the records up to date.',
            'Pay on time. Thirty days is fair; ninety days is a loan from a small business to a large one, and carriers remember it.',
            'Keep loading and unloading times short, and pay for waiting time when it is your fault.',
            'Give feedback, good and bad, in the week it happens rather than in the annual review.',
          ],
        },
        {
          paragraph:
            'Digital freight platforms make it easier to find and compare carriers, track shipments in real time and exchange documents without e-mail. They do not replace the relationship, but they remove much of the friction around it: no phone calls to ask where the truck is, no lost proofs of delivery, no invoices that do not match the order.',
        },
      ],
    },
    {
      heading: 'A checklist for your next tender',
      blocks: [
        { paragraph: 'When you next put a set of lanes out to tender, these are the points we would check before sending it:' },
        {
          steps: [
            'Every lane has a complete shipment description, with realistic volumes per week and per season.',
            'Loading and delivery windows are confirmed with the sites, not assumed.',
            'The price format separates base rate, fuel surcharge, tolls and accessorials.',
            'Payment terms, liability limits and insurance requirements are stated up front.',
            'You ask for emissions data per shipment and say how you will use it.',
            'You know which lanes could move to intermodal and ask for both options.',
            'You have decided how you will evaluate the answers: price alone rarely picks the best partner.',
          ],
        },
      ],
    },
    {
      heading: 'Where to go from here',
      blocks: [
        {
          paragraph:
            'None of this is complicated on its own. What makes European freight demanding is that all of it happens at once, on every shipment, across countries with different languages, rules and holidays. The shippers who do it well are rarely the largest. They are the ones who describe their shipments precisely, plan a little further ahead than they have to, and treat their carriers as the skilled partners they are.',
        },
        {
          paragraph:
            'If you would like to talk through your own lanes, our team is happy to help. We will look at your current volumes, suggest where a different mode or a different contract could save money or emissions, and show you how our platform can take the routine work off your desk.',
        },
      ],
    },
  ] satisfies LongReadSection[],
}
