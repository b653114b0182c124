// swift-format-ignore-file
// (The seed's code as its authors wrote it, indentation and import order included, so this
// file stays a faithful copy; Tessera's own files follow the project's format.)
// SwiftUI Components 2.1's list, overlay, input and text families under their seed names, as
// the package's documentation comments use them, compiled against Tessera. The only changes
// are the import and the color arguments (`color:`, `backgroundColor:`, `tagColor:`), which
// Tessera takes from the theme's roles instead.
import Foundation
import SwiftUI
import Tessera

struct Task: Identifiable {
    let id = UUID()
    let title: String
}

struct FamiliesView: View {
    @State private var isShowing = true
    @State private var isExpanded = false
    @State private var showsDialog = true
    @State private var price = 100.0...400.0
    @State private var verificationCode = ""
    @State private var tags: [String] = ["Swift", "iOS"]
    @State private var date = Date()
    @State private var tasks = [Task(title: "Write"), Task(title: "Ship")]

    var body: some View {
        VStack {
            SwipeableRow(
                leadingActions: [.init(title: "Archive") { }],
                trailingActions: [.init(title: "Delete", isDestructive: true) { }]
            ) {
                Text("Swipe me!")
            }

            Accordion(items: [
                .init(title: "Section 1", subtitle: "Description", icon: "star.fill") {
                    Text("Content 1")
                },
                .init(title: "Section 2", icon: "heart.fill") {
                    Text("Content 2")
                },
            ], allowMultiple: false, style: .bordered)

            ReorderableList(items: $tasks) { task in
                Text(task.title)
            }

            ExpandableRow("Shipping") {
                Text("Orders ship from Lisbon.")
            }

            DropdownMenu(isExpanded: $isExpanded) {
                Text("Options")
            } content: {
                DropdownItem("Edit", icon: "pencil") { }
                DropdownItem("Share", icon: "square.and.arrow.up") { }
            }

            PopoverView(arrowDirection: .up) {
                Text("Popover content")
            }

            ConfirmationDialog(
                title: "Delete item?",
                message: "This action cannot be undone.",
                confirmTitle: "Delete",
                cancelTitle: "Cancel",
                isDestructive: true,
                onConfirm: { },
                onCancel: { showsDialog = false }
            )

            RangeSlider("Price", range: $price, in: 0...500, step: 10)

            PinInput(code: $verificationCode, length: 6) { completed in
                print(completed)
            }

            TagInput(tags: $tags, placeholder: "Add tag...")

            DateField(date: $date, label: "Start")

            HighlightedText(
                "Hello World",
                highlights: ["World"]
            )

            ExpandableText("A long text", lineLimit: 3)

            MarqueeText("This is a very long text that will scroll horizontally")
                .frame(width: 200)
        }
        .bottomSheet(isPresented: $isShowing, detents: [.medium, .large]) {
            Text("Sheet Content")
        }
        .overlay {
            BottomSheet(isPresented: $isShowing) {
                Text("Sheet Content")
            }
        }
    }
}
