import QtQuick
import QtQuick.Layouts

// A number with − and + (0 means "none"), for the target score and storyteller rounds. The
// range and step come from the caller (the rule set's, through the view-model). In a narrow
// place the label goes above the buttons instead of pushing them off the edge.
GridLayout {
    id: stepper
    property string label
    property int value
    property string none
    property string unit
    // the number as shown; a caller whose unit has plural forms gives its own (with %n)
    property string valueText: value + " " + unit
    required property int minimum
    required property int maximum
    required property int stepSize
    signal changed(int v)
    readonly property bool stacked: parent !== null && parent.width < Theme.touch * 6
    columns: stacked ? 3 : 4
    columnSpacing: Theme.gapSmall
    rowSpacing: 0
    Accessible.role: Accessible.SpinBox
    Accessible.name: label + " " + (value > 0 ? valueText : none)

    BodyText {
        Layout.fillWidth: true
        Layout.columnSpan: stepper.stacked ? 3 : 1
        text: stepper.label
        color: Theme.ink
        wrapMode: Text.WordWrap
    }
    BigButton {
        objectName: stepper.objectName + "Minus"
        text: "−"
        tone: "paper"
        implicitWidth: Theme.touch
        Accessible.name: stepper.label + ": " + qsTr("Less")
        onActivated: stepper.changed(stepper.value <= stepper.minimum ? 0 : Math.max(stepper.minimum, stepper.value - stepper.stepSize))
    }
    NameText {
        Layout.preferredWidth: Theme.stepperValueWidth
        Layout.fillWidth: stepper.stacked
        horizontalAlignment: Text.AlignHCenter
        text: stepper.value > 0 ? stepper.valueText : stepper.none
        color: Theme.ink
        wrapMode: Text.Wrap   // "sans score à atteindre" takes two lines, never runs under the +
    }
    BigButton {
        objectName: stepper.objectName + "Plus"
        text: "+"
        tone: "paper"
        implicitWidth: Theme.touch
        Accessible.name: stepper.label + ": " + qsTr("More")
        onActivated: stepper.changed(stepper.value <= 0 ? stepper.minimum : Math.min(stepper.maximum, stepper.value + stepper.stepSize))
    }
}
