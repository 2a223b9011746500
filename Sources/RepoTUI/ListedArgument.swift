import ArgumentParser

/// An option whose values are an enum's raw strings (`--sort stars`, `--color never`).
/// ArgumentParser asks each such option for its values and their descriptions every time the
/// command line is read (for help and completions); its own answers go through a key path made
/// at run time and a comparison of every value with its description. These say the same plainly:
/// the values, and no description beyond a value's name.
public protocol ListedArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ListedArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
}
